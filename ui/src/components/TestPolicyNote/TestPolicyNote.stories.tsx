import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  policyProvenance,
  policyStatement,
  testPolicyFor,
} from '../../logic/admissions/test-policy.ts'
import type { University } from '../../logic/university.ts'
import { UNREPORTED_SCHOOL } from '../../testing/analytics-fixtures.ts'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { TestPolicyNote } from './TestPolicyNote.tsx'

function noteFor(name: string, university?: University) {
  const u = university ?? SAMPLE_UNIVERSITIES.find((s) => s.name === name)
  if (!u) throw new Error(`No sample university named ${name}.`)
  const answer = testPolicyFor(u)
  return { statement: policyStatement(answer), provenance: policyProvenance(answer) }
}

const meta = {
  title: 'Content/TestPolicyNote',
  component: TestPolicyNote,
  args: noteFor('Harvard University'),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestPolicyNote>

export default meta
type Story = StoryObj<typeof meta>

/** Checked for this cycle on the school's own page: the policy, since when, source and date. */
export const CurrentRequired: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "Fall 2027 entrants: test scores required (since fall 2025). AP, IB, A-level or national exam results count only when the SAT and ACT cannot be reached. Source: college.harvard.edu (test policy, opens in a new tab), the school's own page, checked Nov 27, 2026.",
    )
    await expect(
      canvas.getByRole('link', { name: 'college.harvard.edu (test policy, opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/college\.harvard\.edu\//))
  },
}

/** Checked for this cycle, test optional. */
export const CurrentOptional: Story = {
  args: noteFor('University of Michigan-Ann Arbor'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      /^Fall 2027 entrants: test optional, scores considered if sent.*Source: .*the school's own page, checked Nov 27, 2026\.$/,
    )
  },
}

/** Checked only in a secondary source (a news report), which the note says. */
export const CurrentSecondary: Story = {
  args: noteFor('The University of Texas at Austin'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      /^Fall 2027 entrants: test scores required.*a secondary source, checked Nov 27, 2026\.$/,
    )
  },
}

/** Not checked: the fall 2022 figure, that it may have changed, and the school's own site. */
export const Fall2022MayHaveChanged: Story = {
  args: noteFor('Northeastern University'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants. Check the school's admissions page: northeastern.edu (test policy, opens in a new tab).",
    )
    // Its catalogue apply_url is the Common App: the link is the school's own site instead.
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://www.northeastern.edu/')
  },
}

/** Nothing reported and no address: ask the school. */
export const NothingReported: Story = {
  args: noteFor(UNREPORTED_SCHOOL.name, UNREPORTED_SCHOOL),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "No test policy reported (fall 2022); check the school for fall 2027 entrants. Ask the school's admission office.",
    )
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
