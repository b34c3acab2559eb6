import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Section } from '../../components/Section/Section.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { Loaded, type PartCode } from './loaded.tsx'

// A planner section whose code loads when it is first drawn (ADR 0090), in its two waiting
// states: its heading and a spinner while the file arrives, and what it says when it cannot.

function Tasks({ count }: { count: number }) {
  return (
    <Section title="Tasks">
      <p>{`${String(count)} to do`}</p>
    </Section>
  )
}

const frame = (content: ReactNode) => <Section title="Tasks">{content}</Section>
const loading = (
  <Section title="Tasks" aria-busy="true">
    <Spinner label="Loading tasks..." />
  </Section>
)
/** A fetch that never ends. */
const arriving: PartCode<{ count: number }> = () => new Promise(() => undefined)
/** A fetch that fails at once, as one offline does. */
const offline: PartCode<{ count: number }> = () =>
  Promise.reject(new Error('Failed to fetch dynamically imported module'))
/** A fetch that succeeds. */
const online: PartCode<{ count: number }> = () => Promise.resolve(Tasks)

const meta = {
  title: 'Planner/Section loading',
  component: Loaded<{ count: number }>,
  args: { code: online, props: { count: 3 }, loading, frame },
} satisfies Meta<typeof Loaded<{ count: number }>>

export default meta
type Story = StoryObj<typeof meta>

export const Arriving: Story = {
  args: { code: arriving },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Tasks' })
    await expect(section).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tasks...')
  },
}

export const Drawn: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Tasks', busy: false })
    await expect(section).toHaveTextContent('3 to do')
  },
}

export const CouldNotLoad: Story = {
  args: { code: offline },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This part of your planner could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('heading', { name: 'Tasks' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
}
