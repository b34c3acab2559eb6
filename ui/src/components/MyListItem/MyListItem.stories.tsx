import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import { clickCallsOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { MyListItem } from './MyListItem.tsx'

const [harvard] = SAMPLE_UNIVERSITIES
if (!harvard) throw new Error('the fixtures have no university')

const meta = {
  title: 'Profile/MyListItem',
  component: MyListItem,
  args: { university: harvard, onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const item = canvas.getByRole('article', { name: 'Harvard University' })
    await expect(item).toHaveTextContent('Cambridge, MA')
    await expect(item).toHaveTextContent('Average net price (2020-21)$13,910')
    await expect(item).toHaveTextContent('Admit rate (fall 2022)3.2%')
    await expect(canvas.getByRole('link', { name: /Net price calculator/ })).toHaveAttribute(
      'href',
      harvard.net_price_calculator_url,
    )
    await clickCallsOnce(canvas, 'Remove Harvard University', args.onRemove)
  },
}

export const NotReported: Story = {
  args: { university: makeUniversity({ id: 'u1', name: 'Quiet College' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not reported')).toHaveLength(3)
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Removing: Story = {
  args: { state: 'removing' },
  play: showsDisabledButton('Removing Harvard University'),
}
