import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { EssaysShell } from './EssaysShell.tsx'

const meta = {
  title: 'Essays/EssaysShell',
  component: EssaysShell,
  args: { title: 'Essays', children: <p>The library goes here.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EssaysShell>

export default meta
type Story = StoryObj<typeof meta>

export const Library: Story = {
  args: {
    lead: "Your personal statement and each school's supplements, kept on this device as you type.",
    toolbar: <Button variant="secondary">Plan the fewest essays</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible()
    await expect(canvas.getByText(/kept on this device as you type/)).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

export const OneEssayWithNotices: Story = {
  args: {
    title: 'Why Northwestern',
    back: { href: '/essays/', label: 'All essays', onFollow: fn() },
    banners: (
      <Banner variant="info">
        You're offline: these are your essays as this device last saw them.
      </Banner>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/You're offline/)).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'All essays' }))
    await expect(args.back?.onFollow).toHaveBeenCalledOnce()
  },
}
