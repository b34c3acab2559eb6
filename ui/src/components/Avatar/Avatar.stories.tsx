import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FAKE_AVATAR_URL } from '../../testing/student-fixtures.ts'
import { showsNamed } from '../../testing/story-plays.ts'
import { Avatar } from './Avatar.tsx'

const meta = {
  title: 'Profile/Avatar',
  component: Avatar,
  args: { name: 'Maya Johnson', src: null },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Fallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maya Johnson has no photo' })).toHaveTextContent(
      '🎓',
    )
  },
}

export const Photo: Story = {
  args: { src: FAKE_AVATAR_URL },
  play: showsNamed('img', 'Maya Johnson'),
}

export const Small: Story = { args: { src: FAKE_AVATAR_URL, size: 'small' } }

export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.png' },
  play: async ({ canvas }) => {
    // A photo that fails to load is replaced by the emoji.
    await expect(
      await canvas.findByRole('img', { name: 'Maya Johnson has no photo' }),
    ).toBeVisible()
  },
}
