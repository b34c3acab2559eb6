import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { testAdvice } from '../../logic/analytics/test-advice.ts'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_LIST,
  LIST,
  UNREPORTED_SCHOOL,
} from '../../testing/analytics-fixtures.ts'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { TestAdviceChart } from './TestAdviceChart.tsx'

const NORTHEASTERN = SAMPLE_UNIVERSITIES.find((u) => u.name === 'Northeastern University')
if (!NORTHEASTERN) throw new Error('no sample Northeastern')

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
      '5 submit, 1 consider withholding, 1 not considered (your scores: SAT 1200-1400 / ACT 24-29).',
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
    await expect(table).toHaveTextContent(
      "Fall 2027 entrants: test scores required (since fall 2025). AP, IB, A-level or national exam results count only when the SAT and ACT cannot be reached. Source: college.harvard.edu, the school's own page, checked Nov 27, 2026.",
    )
  },
}

/**
 * Harvard requires scores again from fall 2025 entrants (its fall 2022 policy was test optional):
 * submit, with the policy, the year it applies from, its source and the date checked.
 */
export const RequiredAgain: Story = {
  args: { report: testAdvice([LIST.harvard], ANALYTICS_ANSWERS) },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('list', { name: 'Advice by school' })).getByRole('listitem')
    await expect(row).toHaveTextContent(
      /^Harvard UniversitySubmitScores are required for fall 2027 entrants\./,
    )
    await expect(row).not.toHaveTextContent('Consider withholding')
    await expect(row).toHaveTextContent(
      "Fall 2027 entrants: test scores required (since fall 2025). AP, IB, A-level or national exam results count only when the SAT and ACT cannot be reached. Source: college.harvard.edu (test policy, opens in a new tab), the school's own page, checked Nov 27, 2026.",
    )
    await expect(
      within(row).getByRole('link', {
        name: 'college.harvard.edu (test policy, opens in a new tab)',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/college\.harvard\.edu\//))
  },
}

/** Test optional for fall 2027 entrants, checked: withholding a score below the range is advised. */
export const CurrentOptional: Story = {
  args: { report: testAdvice([LIST.michigan], ANALYTICS_ANSWERS) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem')
    await expect(row).toHaveTextContent(
      /^University of Michigan-Ann ArborConsider withholdingTest optional for fall 2027 entrants\. Your scores are below the middle half/,
    )
    await expect(row).toHaveTextContent("the school's own page, checked Nov 27, 2026.")
  },
}

/** Not checked for this cycle: the fall 2022 policy, said as such, and where to check it. */
export const Fall2022MayHaveChanged: Story = {
  args: { report: testAdvice([NORTHEASTERN], ANALYTICS_ANSWERS) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem')
    await expect(row).toHaveTextContent(
      "This is the fall 2022 policy and may have changed for fall 2027 entrants: check on the school's admissions page before you decide.",
    )
    await expect(row).toHaveTextContent(
      "Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants. Check the school's admissions page: northeastern.edu (test policy, opens in a new tab).",
    )
  },
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
