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
    // A character limit is said in characters, as the portal counts it (ADR 0045).
    await expect(
      canvas.getByRole('heading', { name: 'Essay 2: Community, write 1,500 characters first' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Rice: A community you belong to (1,500 characters)'),
    ).toBeVisible()
    await expect(canvas.getByText(/about six characters a word/)).toBeVisible()
    await expect(canvas.queryByText('Rice: A community you belong to (250 words)')).toBeNull()
    await expect(canvas.getByText('UC question 8')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { plan: { essays: [], notNeeded: [] } },
  play: showsTexts(/Add your supplements' prompts/),
}
