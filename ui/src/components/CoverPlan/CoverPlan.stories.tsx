import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PLAN } from '../../testing/essay-fixtures.ts'
import { showsTexts } from '../../testing/story-plays.ts'
import { CoverPlan } from './CoverPlan.tsx'

const meta = {
  title: 'Essays/CoverPlan',
  component: CoverPlan,
  args: { plan: PLAN },
} satisfies Meta<typeof CoverPlan>

export default meta
type Story = StoryObj<typeof meta>

export const Plan: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 essays answer 5 prompts.')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { name: 'Essay 1: Why us, write 250 words first' }),
    ).toBeVisible()
    await expect(canvas.getByText(/tailored to each school/)).toBeVisible()
    await expect(canvas.getByText('UC question 8')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { plan: { essays: [], notNeeded: [] } },
  play: showsTexts(/Add your supplements' prompts/),
}
