import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  makeApplication,
  PLANNER_NOW,
  PLANNER_ZONE,
  SAMPLE_APPLICATIONS,
  SCHOOLS,
} from '../../testing/planner-fixtures.ts'
import { showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { ApplicationCard } from './ApplicationCard.tsx'

const [tulane, michigan, harvard, caltech] = SAMPLE_APPLICATIONS
if (!tulane || !michigan || !harvard || !caltech) throw new Error('the fixtures lack applications')

const meta = {
  title: 'Planner/ApplicationCard',
  component: ApplicationCard,
  args: {
    application: tulane,
    studentZone: PLANNER_ZONE,
    now: PLANNER_NOW,
    onEdit: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApplicationCard>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Tulane University of Louisiana' })
    await expect(card).toHaveTextContent('Early Decision I · Common App')
    await expect(card).toHaveTextContent('Due Sun, Nov 1, 2026, 11:59 PM (New York time)')
    await expect(card).toHaveTextContent('27 days left')
    await expect(card).toHaveTextContent(
      'From admission.tulane.edu (opens in a new tab), checked Mon, Sep 28, 2026',
    )
    await expect(
      canvas.getByRole('link', { name: 'admission.tulane.edu (opens in a new tab)' }),
    ).toHaveAttribute('href', tulane.source_url)
    await expect(card).toHaveTextContent('Fee$75')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit Tulane University of Louisiana' }),
    )
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

export const SchoolZoneAndChecklist: Story = {
  args: {
    application: makeApplication({
      ...michigan,
      deadline_zone: 'America/Los_Angeles',
      deadline_at: '2026-11-02T07:59:00.000Z',
    }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'University of Michigan-Ann Arbor' })
    await expect(card).toHaveTextContent(
      'Due Sun, Nov 1, 2026, 11:59 PM (Los Angeles time) (Mon, Nov 2, 2026, 2:59 AM (New York time) for you)',
    )
    await expect(card).toHaveTextContent('Source not recorded yet')
    await userEvent.click(canvas.getByText('What University of Michigan-Ann Arbor asks for'))
    // The checklist loads as it opens.
    await canvas.findByText('Recommendations:')
    await expect(card).toHaveTextContent('Recommendations: Considered if you send it, not required')
    await expect(card).toHaveTextContent('NCES IPEDS ADM2022')
    await expect(card).toHaveTextContent(
      /Test scores \(SAT, ACT\): Fall 2027 entrants: test optional, scores considered if sent\. Source: .* \(test policy, opens in a new tab\), the school's own page, checked Nov 27, 2026\./,
    )
  },
}

/** Harvard requires scores again from fall 2025 entrants: the checklist says so, with its source. */
export const TestPolicyForThisCycle: Story = {
  args: { application: harvard },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await userEvent.click(canvas.getByText('What Harvard University asks for'))
    await canvas.findByText('Test scores (SAT, ACT):')
    await expect(card).toHaveTextContent(
      /Test scores \(SAT, ACT\): Fall 2027 entrants: test scores required \(since fall 2025\)\./,
    )
    await expect(
      canvas.getByRole('link', { name: 'college.harvard.edu (test policy, opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/college\.harvard\.edu\//))
  },
}

/** Tulane is not checked for this cycle: its fall 2022 policy, which may have changed. */
export const TestPolicyFromFall2022: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await userEvent.click(canvas.getByText('What Tulane University of Louisiana asks for'))
    await canvas.findByText('Test scores (SAT, ACT):')
    await expect(card).toHaveTextContent(
      "Test scores (SAT, ACT): Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants. Check the school's admissions page: admission.tulane.edu (test policy, opens in a new tab).",
    )
  },
}

/** The card seen at `now`: its countdown's state (`data-countdown`) and what it says. */
function countdownAt(now: string, state: string, text: string): Story {
  return {
    args: { now: Date.parse(now) },
    play: async ({ canvas }) => {
      const card = canvas.getByRole('article')
      await expect(card).toHaveAttribute('data-countdown', state)
      await expect(card).toHaveTextContent(text)
    },
  }
}

export const DueSoon = countdownAt('2026-10-31T12:00:00.000Z', 'soon', '1 day, 16 hours left')

export const LastHours: Story = {
  args: { now: Date.parse('2026-11-02T01:30:00.000Z') },
  play: showsIn('article', '3 hours, 29 minutes left'),
}

export const Late = countdownAt('2026-11-04T12:00:00.000Z', 'passed', 'Passed 2 days ago')

export const EstimatedDate: Story = {
  args: { application: harvard },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'This date is an estimate, not checked with the school.',
    )
    await expect(
      canvas.getByRole('link', { name: /Check it on Harvard University's site/ }),
    ).toHaveAttribute('href', SCHOOLS.harvard.apply_url)
  },
}

export const Unknown: Story = {
  args: {
    application: makeApplication({ id: 'x', school: SCHOOLS.caltech, plan: '', platform: '' }),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveTextContent('Plan not chosen · Platform not chosen')
    await expect(card).toHaveTextContent('Deadline unknown: add it when the school publishes it.')
    await expect(card).toHaveTextContent('FeeUnknown')
  },
}

export const Submitted: Story = {
  args: { application: { ...tulane, status: 'submitted' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveTextContent('Submitted')
    await expect(card).not.toHaveTextContent('days left')
  },
}

export const Admitted: Story = {
  args: { application: caltech },
  play: showsIn('article', 'Decision: Admitted'),
}

/** Tulane's card once the school decided: the decision shows as `shown`. */
const decidedStory = (status: 'deferred' | 'waitlisted' | 'denied', shown: string): Story => ({
  args: { application: { ...tulane, status } },
  play: showsIn('article', `Decision: ${shown}`),
})

export const Deferred = decidedStory('deferred', 'Deferred')
export const Waitlisted = decidedStory('waitlisted', 'Waitlisted')
export const Denied = decidedStory('denied', 'Denied')

export const Removing: Story = {
  args: { state: 'removing' },
  play: showsDisabledButton('Removing Tulane University of Louisiana'),
}

export const WithItsEssays: Story = {
  args: { essaysHref: `/essays/?application=${tulane.id}` },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Essays for this application (Tulane University of Louisiana)',
    })
    await expect(link).toHaveAttribute('href', `/essays/?application=${tulane.id}`)
  },
}
