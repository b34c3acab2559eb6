import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FAKE_AVATAR_URL } from '../../testing/student-fixtures.ts'
import { Button } from '../Button/Button.tsx'
import { AvatarEditor } from '../AvatarEditor/AvatarEditor.tsx'
import { NameEditor } from '../NameEditor/NameEditor.tsx'
import { showsIn } from '../../testing/story-plays.ts'
import { VerifyAddress } from '../VerifyAddress/VerifyAddress.tsx'
import { PROFILE_LEAD, ProfileHeader } from './ProfileHeader.tsx'

const nameEditor = (status: 'idle' | 'saving' | 'error' = 'idle', editing = false) => (
  <NameEditor
    name="Maya Johnson"
    editing={editing}
    draft="Maya R. Johnson"
    status={status}
    error={
      status === 'error'
        ? "Can't reach the server. Check your connection and try again."
        : undefined
    }
    onEdit={fn()}
    onDraftChange={fn()}
    onCancel={fn()}
    onSave={fn()}
  />
)

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: {
    email: 'maya@example.com',
    photo: <AvatarEditor src={null} name="Maya Johnson" onSelectFile={fn()} onRemove={fn()} />,
    name: nameEditor(),
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Sign Out
      </Button>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(canvas.getByText('maya@example.com')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Maya Johnson has no photo' })).toBeVisible()
  },
}

/** While the record is read: the page's title at once, the body busy. */
export const Loading: Story = {
  args: {
    loading: 'Loading your profile...',
    photo: undefined,
    name: undefined,
    email: undefined,
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile...')
    // What the page holds is said from the first view (the HTML) on.
    await expect(canvas.getByText(PROFILE_LEAD)).toBeVisible()
    await expect(canvas.queryByText('maya@example.com')).toBeNull()
  },
}

export const Filled: Story = {
  args: {
    photo: (
      <AvatarEditor src={FAKE_AVATAR_URL} name="Maya Johnson" onSelectFile={fn()} onRemove={fn()} />
    ),
  },
}

export const Saving: Story = {
  args: {
    photo: (
      <AvatarEditor
        src={FAKE_AVATAR_URL}
        name="Maya Johnson"
        status="saving"
        onSelectFile={fn()}
        onRemove={fn()}
      />
    ),
    name: nameEditor('saving', true),
  },
}

export const Error: Story = {
  args: {
    photo: (
      <AvatarEditor
        src={null}
        name="Maya Johnson"
        status="error"
        error="Please choose a JPEG, PNG, GIF or WebP image."
        onSelectFile={fn()}
        onRemove={fn()}
      />
    ),
    name: nameEditor('error', true),
  },
  play: showsIn('alert', 'JPEG, PNG, GIF or WebP'),
}

/** An address no one has confirmed yet: said under it, with the way to confirm it. */
export const AddressNotConfirmed: Story = {
  args: {
    emailNote: (
      <VerifyAddress email="maya@example.com" waiting="Reminders and other e-mails" onSend={fn()} />
    ),
  },
  play: showsIn('status', 'Reminders and other e-mails go only to an address you have confirmed.'),
}
