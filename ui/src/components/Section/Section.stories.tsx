import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { showsIn, showsNamed } from '../../testing/story-plays.ts'
import { Section, sectionListClass } from './Section.tsx'

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'Recommenders',
    children: (
      <ul className={sectionListClass}>
        <li>Ms. Rivera</li>
        <li>Mr. Chen</li>
      </ul>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const WithContent: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Recommenders' })
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  },
}

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Add a recommender</Button> },
  play: showsNamed('button', 'Add a recommender'),
}

export const Empty: Story = {
  args: { empty: 'No recommenders yet.', children: null },
  play: showsIn('region', 'RecommendersNo recommenders yet.'),
}
