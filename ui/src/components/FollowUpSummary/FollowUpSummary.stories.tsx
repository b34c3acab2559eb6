import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { portalItems } from '../../logic/planner/portal.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  makePortal,
  MICHIGAN_INTERVIEW,
  TULANE_INTERVIEW,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { PLANNER_ZONE } from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsTexts } from '../../testing/story-plays.ts'
import { FollowUpSummary } from './FollowUpSummary.tsx'

const [tulane, michigan] = AFTER_APPLICATIONS
if (!tulane || !michigan) throw new Error('the fixtures lack applications')
const items = (portal: Parameters<typeof portalItems>[1]) =>
  portalItems(tulane, portal, AFTER_RECOMMENDERS, AFTER_TODAY)

const meta = {
  title: 'Planner/FollowUpSummary',
  component: FollowUpSummary,
  args: {
    schoolName: tulane.school.name,
    sent: true,
    portal: null,
    items: items(null),
    interview: null,
    studentZone: PLANNER_ZONE,
    today: AFTER_TODAY,
    onPortal: fn(),
    onCheckedToday: fn(),
    onInterview: fn(),
    onThankYou: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FollowUpSummary>

export default meta
type Story = StoryObj<typeof meta>

export const NotSentYet: Story = {
  args: { sent: false },
  play: showsTexts(/After you submit, the school’s portal shows what it has received\./),
}

export const SentNoPortalYet: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/within 24 to 72 hours of submitting/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /I checked it today/ })).toBeNull()
    await clickCallsOnce(canvas, `Add the portal (${tulane.school.name})`, args.onPortal)
  },
}

export const ItemsMissing: Story = {
  args: { portal: TULANE_PORTAL, items: items(TULANE_PORTAL) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        /2 not shown yet: CSS Profile \/ FAFSA, Supplements\. Last checked Thu, Nov 12, 2026\./,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Open the portal of Tulane/ })).toHaveAttribute(
      'href',
      TULANE_PORTAL.url,
    )
    await clickCallsOnce(canvas, `I checked it today (${tulane.school.name})`, args.onCheckedToday)
  },
}

const everything = makePortal({
  id: 'p',
  application: tulane.id,
  items: Object.fromEntries(items(null).map((item) => [item.key, 'received' as const])),
  checked_on: AFTER_TODAY,
})

export const NothingMissing: Story = {
  args: { portal: everything, items: items(everything) },
  play: showsTexts('Nothing missing. Last checked Mon, Nov 16, 2026.'),
}

export const CheckSaving: Story = {
  args: { portal: TULANE_PORTAL, items: items(TULANE_PORTAL), checkState: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Saving/ })).toBeDisabled()
  },
}

export const CheckFailed: Story = {
  args: { portal: TULANE_PORTAL, items: items(TULANE_PORTAL), checkState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your look at the portal was not saved.',
    )
  },
}

export const InterviewScheduled: Story = {
  args: { interview: TULANE_INTERVIEW },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        /Scheduled: Fri, Nov 20, 2026, 4:00 PM \(Chicago time\) \(Fri, Nov 20, 2026, 5:00 PM \(New York time\) for you\), with Dana Lee, alumni interviewer\./,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Join the video call/ })).toHaveAttribute(
      'href',
      TULANE_INTERVIEW.place,
    )
    await clickCallsOnce(canvas, `Edit the interview (${tulane.school.name})`, args.onInterview)
  },
}

export const ThankYouDue: Story = {
  args: { schoolName: michigan.school.name, interview: MICHIGAN_INTERVIEW },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /Thank-you note sent/ })
    await expect(box).not.toBeChecked()
    await expect(canvas.getByText(/due the day after the interview/)).toBeVisible()
    await userEvent.click(box)
    await expect(args.onThankYou).toHaveBeenCalledWith(true)
  },
}

export const ThankYouFailed: Story = {
  args: { interview: MICHIGAN_INTERVIEW, thankYouState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The thank-you tick was not saved.')
  },
}

export const NoInterview: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('None recorded.')).toBeVisible()
    await clickCallsOnce(canvas, `Add an interview (${tulane.school.name})`, args.onInterview)
  },
}
