import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { decisions } from '../../logic/analytics/decisions.ts'
import {
  ANALYTICS_SETTINGS,
  DECISION_APPLICATIONS,
  LIST,
  makeEntries,
} from '../../testing/analytics-fixtures.ts'
import { showsIn, textsOf } from '../../testing/story-plays.ts'
import { DecisionsChart } from './DecisionsChart.tsx'

const withTexas = [
  ...DECISION_APPLICATIONS,
  {
    id: 'app-texas-admit',
    status: 'admitted' as const,
    schoolName: LIST.texas.name,
    offer: makeEntries({ aid_cost: 30_000, aid_grants: 20_000, aid_loans: 3_500 }),
    school: LIST.texas,
  },
]

const meta = {
  title: 'Analytics/DecisionsChart',
  component: DecisionsChart,
  args: { decisions: decisions(withTexas, ANALYTICS_SETTINGS), onEditOffer: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DecisionsChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas, args }) => {
    const figure = canvas.getByRole('figure', { name: 'Decisions: your offers side by side' })
    await expect(figure).toHaveTextContent(
      '3 schools admitted you. Lowest net cost: The University of Texas at Austin, $10,000 a year. 1 offer not entered yet.',
    )
    const compare = canvas.getByRole('table', { name: 'Side by side' })
    await expect(textsOf(within(compare).getAllByRole('columnheader'))).toEqual([
      'The University of Texas at Austin',
      'Purdue University-Main Campus',
      'Berea College',
    ])
    await expect(within(compare).getByRole('row', { name: /^Net cost/ })).toHaveTextContent(
      '$10,000$18,500Not entered',
    )
    await expect(figure).not.toHaveTextContent('%')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Enter aid offer from Berea College' }),
    )
    await expect(args.onEditOffer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'app-berea' }),
    )
  },
}

export const OneSchool: Story = {
  args: { decisions: decisions(withTexas.slice(-1), ANALYTICS_SETTINGS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Edit aid offer/ })).toBeVisible()
    await expect(canvas.getByRole('figure')).toHaveTextContent('$6,589 less than the estimate')
  },
}

export const MissingData: Story = {
  args: {
    decisions: decisions(
      [
        {
          id: 'gone',
          status: 'admitted',
          schoolName: 'A school no longer in the catalogue',
          offer: makeEntries(),
          school: null,
        },
      ],
      ANALYTICS_SETTINGS,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('Offer not entered')
    await expect(canvas.getByRole('table', { name: 'Side by side' })).toHaveTextContent(
      'No longer in the catalogue',
    )
  },
}

export const Empty: Story = {
  args: { decisions: decisions([], ANALYTICS_SETTINGS) },
  play: showsIn('figure', 'No admissions yet'),
}
