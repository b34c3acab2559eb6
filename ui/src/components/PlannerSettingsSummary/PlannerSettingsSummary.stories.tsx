import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { SAMPLE_SETTINGS } from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsIn, showsTexts } from '../../testing/story-plays.ts'
import { VerifyAddress } from '../VerifyAddress/VerifyAddress.tsx'
import { PlannerSettingsSummary } from './PlannerSettingsSummary.tsx'

const meta = {
  title: 'Planner/PlannerSettingsSummary',
  component: PlannerSettingsSummary,
  args: { settings: SAMPLE_SETTINGS, email: 'maya@example.com', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlannerSettingsSummary>

export default meta
type Story = StoryObj<typeof meta>

export const RemindersOn: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Eastern Time (New York): deadlines are 11:59 pm here', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'A weekly digest on Monday morning and an alert 7 days before each deadline, by e-mail to maya@example.com.',
      ),
    ).toBeVisible()
    await clickCallsOnce(canvas, 'Change settings', args.onChange)
  },
}

export const RemindersOff: Story = {
  args: { settings: { ...SAMPLE_SETTINGS, reminders_enabled: false } },
  play: showsTexts('Off: no reminder e-mails.'),
}

export const JustSaved: Story = {
  args: { notice: <Banner variant="success">Saved your time zone and reminders.</Banner> },
  play: showsIn('status', 'Saved your time zone and reminders.'),
}

/** Reminders on, address not confirmed: the summary says the mails wait and offers the link. */
export const AddressNotConfirmed: Story = {
  args: { verification: <VerifyAddress email="maya@example.com" /> },
  play: showsTexts(/^Reminders go only to an address you have confirmed/),
}

/** Reminders off: nothing waits for the address, so nothing is offered. */
export const OffAndNotConfirmed: Story = {
  args: {
    settings: { ...SAMPLE_SETTINGS, reminders_enabled: false },
    verification: <VerifyAddress email="maya@example.com" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/go only to an address you have confirmed/)).toBeNull()
  },
}
