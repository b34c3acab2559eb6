import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { NewCard } from '../NewCard/NewCard.tsx'
import { DashboardShell } from './DashboardShell.tsx'

const meta = {
  title: 'Dashboard/DashboardShell',
  component: DashboardShell,
  args: {
    greeting: 'Welcome, Maya!',
    onHeaderDoubleClick: fn(),
    children: <NewCard onChooseMatchMe={fn()} onChooseUniversities={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardShell>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('heading', { name: 'Welcome, Maya!' }))
    await expect(args.onHeaderDoubleClick).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  args: {
    banners: (
      <Banner variant="error" action={<Button variant="secondary">Retry</Button>}>
        {
          "Can't reach the server. Your changes are kept on this device and will be saved when you're back online."
        }
      </Banner>
    ),
  },
}

export const FellBackToFirstCard: Story = {
  args: {
    banners: (
      <Banner variant="info">
        {"We couldn't reach the server, so you're starting from the first card."}
      </Banner>
    ),
  },
}

export const WithWhatsNext: Story = {
  args: {
    aside: (
      <aside aria-label="What's next">
        <p>Nothing is due.</p>
      </aside>
    ),
  },
  play: async ({ canvas }) => {
    // The card stays the card; the summary comes after it.
    const card = canvas.getByRole('heading', { name: 'How would you like to start?' })
    const aside = canvas.getByRole('complementary', { name: "What's next" })
    await expect(
      card.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  },
}
