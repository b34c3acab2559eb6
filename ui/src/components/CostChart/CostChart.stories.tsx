import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { applyingCost } from '../../logic/analytics/costs.ts'
import { AID_CALENDAR } from '../../logic/cycle/aid-calendar.ts'
import { COST_APPLICATIONS } from '../../testing/analytics-fixtures.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { CostChart } from './CostChart.tsx'

const meta = {
  title: 'Analytics/CostChart',
  component: CostChart,
  args: {
    cost: applyingCost(COST_APPLICATIONS, { cssWaiver: false }),
    onEdit: fn(),
    onCssWaiverChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CostChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas, args }) => {
    const figure = canvas.getByRole('figure', { name: 'Cost of applying' })
    await expect(figure).toHaveTextContent('Applying to 5 schools costs $288')
    const rows = within(
      canvas.getByRole('list', { name: 'Running total, in deadline order' }),
    ).getAllByRole('listitem')
    await expect(rows.at(-1)).toHaveTextContent('Harvard University$110 · running total $288')
    await expect(rows.at(-1)).toHaveTextContent('CSS Profile $25')
    await expect(rows[2]).toHaveTextContent('Fee: $75 (catalogue, 2021-22)')
    await userEvent.click(
      canvas.getByRole('button', { name: 'CSS Profile and score reports for Harvard University' }),
    )
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-harvard' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /CSS Profile fee waiver/ }))
    await expect(args.onCssWaiverChange).toHaveBeenCalledWith(true)
    const table = await openFiguresTable(canvas, 'Cost of applying, in deadline order')
    await expect(table).toHaveTextContent('Not entered')
  },
}

export const WithCssWaiver: Story = {
  args: { cost: applyingCost(COST_APPLICATIONS, { cssWaiver: true }) },
  play: async ({ canvas }) => {
    const waiver = canvas.getByRole('checkbox', { name: 'I have a CSS Profile fee waiver' })
    await expect(waiver).toBeChecked()
    // Who gets one, in words, with the reviewed aid calendar's source and cycle.
    await expect(waiver).toHaveAccessibleDescription(
      `Who gets one: ${AID_CALENDAR.cssProfile.feeWaiver} (College Board's CSS Profile, 2026-27 cycle, checked Nov 27, 2026)`,
    )
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      'CSS Profile (2027-28): $25 for the first school and $16 for each more',
    )
    await expect(canvas.getByRole('figure')).toHaveTextContent('costs $263')
  },
}

export const OneApplication: Story = {
  args: { cost: applyingCost(COST_APPLICATIONS.slice(0, 1), { cssWaiver: false }) },
  play: showsIn('figure', 'Applying to 1 school costs $75'),
}

export const MissingData: Story = {
  args: {
    cost: applyingCost(
      COST_APPLICATIONS.map((app) => ({ ...app, fee: null, catalogueFee: null })),
      { cssWaiver: false },
    ),
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure')
    await expect(figure).toHaveTextContent('Not counted, not known yet: the application fee for')
    await expect(figure).toHaveTextContent('Fee: Unknown')
  },
}

export const Empty: Story = {
  args: { cost: applyingCost([], { cssWaiver: false }) },
  play: showsIn(
    'figure',
    'No applications yet: add them in your planner to see what applying costs.',
  ),
}
