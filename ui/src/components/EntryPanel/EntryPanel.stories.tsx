import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EntryPanel } from './EntryPanel.tsx'

const meta = {
  title: 'Analytics/EntryPanel',
  component: EntryPanel,
  args: { title: 'Aid offer from Berea College', children: <p>The form goes here.</p> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EntryPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Aid offer from Berea College' })
    await expect(heading).toHaveFocus()
    await expect(canvas.getByRole('region', { name: 'Aid offer from Berea College' })).toBeVisible()
  },
}
