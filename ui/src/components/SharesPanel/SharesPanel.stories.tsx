import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SAMPLE_SHARES, SHARE_NOW } from '../../testing/share-fixtures.ts'
import { clickCallsOnce, showsIn } from '../../testing/story-plays.ts'
import { ShareCreated } from '../ShareCreated/ShareCreated.tsx'
import { ShareForm } from '../ShareForm/ShareForm.tsx'
import { SharesPanel } from './SharesPanel.tsx'

const meta = {
  title: 'Sharing/SharesPanel',
  component: SharesPanel,
  args: {
    status: 'ready',
    shares: SAMPLE_SHARES,
    now: SHARE_NOW,
    onNew: fn(),
    onEdit: fn(),
    onExtend: fn(),
    onRevoke: fn(),
    onRemove: fn(),
    onRevokeAll: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SharesPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Working, revoked and ended links, each with what it shows and how often it was opened. */
export const Links: Story = {
  play: async ({ canvas, args }) => {
    const mom = canvas.getByRole('article', { name: 'Mom' })
    await expect(mom).toHaveTextContent('Shows My List, deadlines and tasks and readiness.')
    await expect(mom).toHaveTextContent('Opened 3 times, last on Nov 27, 2026')
    const counselor = canvas.getByRole('article', { name: 'Ms. Lee, counselor' })
    await expect(counselor).toHaveTextContent(
      'Shows Readiness and essays. Comments on essays allowed.',
    )
    await expect(counselor).toHaveTextContent('Not opened yet.')
    const coach = canvas.getByRole('article', { name: 'Coach Rivera' })
    await expect(within(coach).getByText('Revoked')).toBeVisible()
    await expect(within(coach).queryByRole('button', { name: 'Change' })).toBeNull()
    await expect(
      within(canvas.getByRole('article', { name: 'Grandpa' })).getByText('Ended'),
    ).toBeVisible()
    await userEvent.click(within(mom).getByRole('button', { name: 'Extend 90 days' }))
    await expect(args.onExtend).toHaveBeenCalledWith(SAMPLE_SHARES[0])
    await userEvent.click(within(coach).getByRole('button', { name: 'Remove' }))
    await expect(args.onRemove).toHaveBeenCalledWith(SAMPLE_SHARES[2])
    await clickCallsOnce(canvas, 'Share with someone who helps', args.onNew)
  },
}

/** Revoking asks first; the link stops only on "Yes". */
export const RevokeAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const mom = canvas.getByRole('article', { name: 'Mom' })
    await userEvent.click(within(mom).getByRole('button', { name: 'Revoke' }))
    await userEvent.click(within(mom).getByRole('button', { name: 'Keep it' }))
    await expect(args.onRevoke).not.toHaveBeenCalled()
    await userEvent.click(within(mom).getByRole('button', { name: 'Revoke' }))
    await userEvent.click(within(mom).getByRole('button', { name: 'Yes, revoke it now' }))
    await expect(args.onRevoke).toHaveBeenCalledWith(SAMPLE_SHARES[0])
  },
}

/** With two working links, "Revoke all links", after a confirmation. */
export const RevokeAll: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke all links' }))
    await clickCallsOnce(canvas, 'Yes, revoke all 2', args.onRevokeAll)
  },
}

export const Empty: Story = {
  args: { shares: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not shared anything yet.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Revoke all links' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', shares: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your links...')
  },
}

export const Failed: Story = {
  args: { status: 'error', shares: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your links.")
    await clickCallsOnce(canvas, 'Retry', args.onRetry)
  },
}

export const Notice: Story = {
  args: { notice: { kind: 'success', text: 'The link for Mom no longer works.' } },
  play: showsIn('status', 'The link for Mom no longer works.'),
}

/** Making a link: the form stands where the button was. */
export const Making: Story = {
  args: {
    editor: (
      <ShareForm
        mode="new"
        initial={{
          label: '',
          scope: ['list', 'deadlines', 'readiness'],
          comments: false,
          duration: '90',
        }}
        cycleEnd="Sat, Jul 31, 2027"
        onSave={fn()}
        onCancel={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Share with someone who helps' })).toBeVisible()
  },
}

/** A link just made, shown once above the list. */
export const JustMade: Story = {
  args: {
    editor: (
      <ShareCreated
        label="Mom"
        link="https://compass.example/shared/#Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z"
        canMail
        onCopy={fn()}
        onMail={fn()}
        onDone={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your link for Mom' })).toBeVisible()
  },
}
