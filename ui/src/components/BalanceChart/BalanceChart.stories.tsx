import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { listBalance } from '../../logic/analytics/balance.ts'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_LIST,
  ANALYTICS_SETTINGS,
  LIST,
  UNREPORTED_SCHOOL,
} from '../../testing/analytics-fixtures.ts'
import { openFiguresTable } from '../../testing/story-plays.ts'
import { BalanceChart } from './BalanceChart.tsx'

const meta = {
  title: 'Analytics/BalanceChart',
  component: BalanceChart,
  args: { balance: listBalance(ANALYTICS_LIST, ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BalanceChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'List balance' })
    await expect(figure).toHaveTextContent('7 schools on your list: 2 reach, 4 target, 1 likely.')
    await expect(
      canvas.getByRole('img', { name: /^Schools by band: Reach 2, Target 4, Likely 1/ }),
    ).toBeVisible()
    // The rule and the data year beside every count.
    await expect(canvas.getByText('Reach: 2').nextElementSibling).toHaveTextContent(
      'a reach for everyone. Admission rates and score ranges: fall 2022',
    )
    await expect(figure).not.toHaveTextContent('%')
    const table = await openFiguresTable(canvas, 'Schools on your list by band')
    await expect(within(table).getByRole('rowheader', { name: 'Harvard University' })).toBeVisible()
  },
}

export const OneSchool: Story = {
  args: { balance: listBalance([LIST.berea], ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('1 school on your list')
    await expect(canvas.getByRole('list', { name: 'Advice' })).toHaveTextContent(
      'No likely school you can afford yet',
    )
  },
}

export const MissingData: Story = {
  args: { balance: listBalance([UNREPORTED_SCHOOL, LIST.harvard], {}, ANALYTICS_SETTINGS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No band: 2')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Advice' })).toHaveTextContent(
      'Add your GPA range or SAT/ACT scores in the quiz',
    )
  },
}

export const Empty: Story = {
  args: { balance: listBalance([], ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'List balance' })).toHaveTextContent(
      'Your list is empty.',
    )
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
  },
}
