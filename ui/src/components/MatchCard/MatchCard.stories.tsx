import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  FAITH_MATCH,
  LIKELY_MATCH,
  NO_BAND_MATCH,
  OVER_BUDGET_MATCH,
  REACH_MATCH,
  RESIDENCY_MATCH,
  SAMPLE_MATCHES,
  TEST_BLIND_MATCH,
} from '../../testing/sample-matches.ts'
import { clickCallsOnce, showsTexts } from '../../testing/story-plays.ts'
import { MatchCard } from './MatchCard.tsx'

/** The card's "Test policy" fact (its definition). */
function testPolicy(canvas: { getByText: (text: string) => HTMLElement }): HTMLElement {
  const term = canvas.getByText('Test policy')
  const definition = term.nextElementSibling
  if (!(definition instanceof HTMLElement)) throw new Error('no test policy definition')
  return definition
}

const [texas] = SAMPLE_MATCHES
const smallProgram = SAMPLE_MATCHES.at(-1)
if (!texas || !smallProgram) throw new Error('no sample match')

const meta = {
  title: 'Quiz/MatchCard',
  component: MatchCard,
  args: { match: texas, onSave: fn() },
} satisfies Meta<typeof MatchCard>

export default meta
type Story = StoryObj<typeof meta>

export const Target: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'The University of Texas at Austin' })
    await expect(card).toHaveAttribute('data-variant', 'target')
    await expect(canvas.getByText('Austin, TX')).toBeVisible()
    await expect(canvas.getByText('Public · 40,980 undergraduates · urban')).toBeVisible()
    await expect(
      canvas.getByText('Doctoral Universities: Very High Research Activity (Carnegie 2021)'),
    ).toBeVisible()
    await expect(canvas.getByText('None')).toBeVisible()
    await expect(canvas.getByText('$11,698 in-state, $41,070 out-of-state (2022-23)')).toBeVisible()
    await expect(canvas.getByText('31% (fall 2022)')).toBeVisible()
    // Test optional in fall 2022; required again from fall 2025 entrants (a news report).
    await expect(testPolicy(canvas)).toHaveTextContent(
      'Fall 2027 entrants: test scores required (since fall 2025). Source: ksat.com (test policy, opens in a new tab), a secondary source, checked Nov 27, 2026.',
    )
    await expect(
      canvas.getByText(
        /Average net price for in-state students \(2020-21\): \$16,589, within your budget \(you live in Texas\)/,
      ),
    ).toBeVisible()
    await expect(canvas.queryByText(/^Faith-based:/)).not.toBeInTheDocument()
    // How deep the school runs in the field, in words, with the data year (ADR 0069).
    await expect(
      canvas.getByText(
        /^About 2 in 10 graduates study engineering or computing \(2021-22 awards; about 6,500 of 41,000 undergraduates\)$/,
      ),
    ).toHaveAttribute('data-effect', 'for')
    await expect(
      canvas.getByText(/^Sports, Academic clubs: the data has no figures on campus activities/),
    ).toHaveAttribute('data-effect', 'neutral')
    await clickCallsOnce(canvas, 'Save to My List', args.onSave)
  },
}

/** A school where the student's field is a sideline: the card says the program is small. */
export const SmallProgramInTheField: Story = {
  args: { match: smallProgram },
  play: async ({ canvas }) => {
    const reason = canvas.getByText(
      /^A small program: fewer than 1 in 10 graduates study engineering or computing \(2021-22 awards; about 1,000 of 13,000 undergraduates\)$/,
    )
    await expect(reason).toBeVisible()
    await expect(reason).toHaveAttribute('data-effect', 'against')
  },
}

export const Reach: Story = {
  args: { match: REACH_MATCH },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'reach')
    await expect(canvas.getByText('Private nonprofit · 7,973 undergraduates · urban')).toBeVisible()
    await expect(canvas.getByText('3.2% (fall 2022)')).toBeVisible()
    await expect(canvas.getByText(/Admits 3.2% of applicants \(fall 2022\)/)).toBeVisible()
  },
}

/** The policy checked for this cycle on the school's own page: required again (Harvard). */
export const CurrentRequired: Story = {
  args: { match: REACH_MATCH },
  play: async ({ canvas }) => {
    await expect(testPolicy(canvas)).toHaveTextContent(
      /^Fall 2027 entrants: test scores required \(since fall 2025\)\. .* Source: college\.harvard\.edu \(test policy, opens in a new tab\), the school's own page, checked Nov 27, 2026\.$/,
    )
    await expect(
      canvas.getByRole('link', { name: 'college.harvard.edu (test policy, opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/college\.harvard\.edu\//))
  },
}

/** The policy checked for this cycle: test optional (Michigan). */
export const CurrentOptional: Story = {
  args: { match: RESIDENCY_MATCH },
  play: async ({ canvas }) => {
    await expect(testPolicy(canvas)).toHaveTextContent(
      /^Fall 2027 entrants: test optional, scores considered if sent\. Source: .*, the school's own page, checked Nov 27, 2026\.$/,
    )
  },
}

/** Not checked for this cycle: the fall 2022 figure, said as such (Notre Dame). */
export const Fall2022MayHaveChanged: Story = {
  args: { match: FAITH_MATCH },
  play: async ({ canvas }) => {
    await expect(testPolicy(canvas)).toHaveTextContent(
      "Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants. Ask the school's admission office.",
    )
  },
}

export const Likely: Story = {
  args: { match: LIKELY_MATCH },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'likely')
    await expect(canvas.getByText('Likely')).toBeVisible()
  },
}

export const OverBudgetNotLikely: Story = {
  args: { match: OVER_BUDGET_MATCH },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'target')
    await expect(
      canvas.getByText(/Not marked likely: the price is above your budget/),
    ).toBeVisible()
    await expect(
      canvas.getByText(/^Estimated out-of-state price: .*\(you live in Texas\)$/),
    ).toBeVisible()
  },
}

export const NoBand: Story = {
  args: { match: NO_BAND_MATCH },
  play: showsTexts('Admission: not enough data to compare'),
}

/** The default setting: a faith-based college is listed with a label saying so. */
export const FaithBasedLabelled: Story = {
  args: { match: FAITH_MATCH },
  play: showsTexts('Faith-based: Roman Catholic', 'Roman Catholic (2021-22)'),
}

/** A student who welcomes faith-based colleges sees the affiliation as a fact, with no label. */
export const FaithBasedWelcome: Story = {
  args: { match: { ...FAITH_MATCH, faith: { affiliation: 'Roman Catholic', labelled: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Faith-based:/)).not.toBeInTheDocument()
    await expect(canvas.getByText('Roman Catholic (2021-22)')).toBeVisible()
  },
}

/**
 * Test blind: UCLA's fall 2022 policy, checked for this cycle (the scorer's reason still reads the
 * fall 2022 figure until matching reads logic/admissions/test-policy.ts).
 */
export const TestBlind: Story = {
  args: { match: TEST_BLIND_MATCH },
  play: async ({ canvas }) => {
    await expect(testPolicy(canvas)).toHaveTextContent(
      /^Fall 2027 entrants: test blind, scores not considered \(since fall 2021\)\. Source: insidehighered\.com .*, a secondary source, checked Nov 27, 2026\.$/,
    )
    await expect(
      canvas.getByText(/Test blind \(fall 2022\): SAT and ACT scores are not considered/),
    ).toBeVisible()
    await expect(canvas.queryByText(/neither required/i)).not.toBeInTheDocument()
  },
}

/** A public university for a student who has not given a home state: both prices are named. */
export const PriceDependsOnResidency: Story = {
  args: { match: RESIDENCY_MATCH },
  play: showsTexts(
    /in-state students \(2020-21\): \$19,205, within your budget; Estimated out-of-state price: .* above your budget of \$30,000\. Add your home state/,
  ),
}

export const DashboardLabel: Story = { args: { saveLabel: 'Add to My List' } }

export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' })
    // Still focusable (keyboard focus stays on it while it saves), but does nothing.
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saved to My List' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const SaveFailed: Story = {
  args: { saveState: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't save this university")
    await expect(canvas.getByRole('button', { name: 'Save to My List' })).toBeEnabled()
  },
}
