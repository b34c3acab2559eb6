import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { testAdvice } from '../../logic/analytics/test-advice.ts'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_LIST,
  LIST,
  UNREPORTED_SCHOOL,
} from '../../testing/analytics-fixtures.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { TestAdviceChart } from './TestAdviceChart.tsx'

const meta = {
  title: 'Analytics/TestAdviceChart',
  component: TestAdviceChart,
  args: { report: testAdvice(ANALYTICS_LIST, ANALYTICS_ANSWERS) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestAdviceChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Test scores: send or not' })
    await expect(figure).toHaveTextContent(
      '4 submit, 2 consider withholding, 1 not considered (your scores: SAT 1200-1400 / ACT 24-29).',
    )
    const rows = within(canvas.getByRole('list', { name: 'Advice by school' })).getAllByRole(
      'listitem',
    )
    await expect(rows.at(-1)).toHaveTextContent(
      'Arizona State University Campus ImmersionNot consideredTest blind (fall 2022)',
    )
    await expect(figure).not.toHaveTextContent('%')
    const table = await openFiguresTable(canvas, 'Test-score advice by school')
    await expect(table).toHaveTextContent('SAT 1490-1580')
  },
}

export const OneSchool: Story = {
  args: { report: testAdvice([LIST.harvard], ANALYTICS_ANSWERS) },
  play: showsIn('listitem', 'Consider withholding'),
}

export const MissingData: Story = {
  args: { report: testAdvice([UNREPORTED_SCHOOL, LIST.texas], {}) },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Advice by school' }))
    await expect(rows.getAllByText('No advice yet')).toHaveLength(2)
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      'Add your SAT or ACT scores in the quiz',
    )
  },
}

export const Empty: Story = {
  args: { report: testAdvice([], ANALYTICS_ANSWERS) },
  play: showsIn('figure', 'No schools on your list yet.'),
}
