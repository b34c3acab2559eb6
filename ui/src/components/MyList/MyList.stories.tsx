import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import type { ListEntry } from '../../logic/domain.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { MyList } from './MyList.tsx'

const entries: ListEntry[] = SAMPLE_UNIVERSITIES.slice(0, 3).map((university, i) => ({
  id: `entry${i}`,
  created: '2026-09-02 10:00:00.000Z',
  university,
}))
const [first, second] = entries
if (!first || !second) throw new Error('the fixtures have too few universities')

const meta = {
  title: 'Profile/MyList',
  component: MyList,
  args: { status: 'ready', entries: [], onRemove: fn(), onBrowse: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyList>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Your list is empty/)).toBeVisible()
    await clickCallsOnce(canvas, 'Browse universities', args.onBrowse)
  },
}

export const Filled: Story = {
  args: { entries },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Saved universities' })
    await expect(within(list).getAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByText(/College Scorecard/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${second.university.name}` }))
    await expect(args.onRemove).toHaveBeenCalledWith(second)
  },
}

export const Loading: Story = { args: { status: 'loading' } }

export const Saving: Story = {
  args: {
    entries,
    removing: ['entry0'],
  },
}

export const Removed: Story = {
  args: {
    entries: entries.slice(1),
    notice: (
      <Banner variant="success" action={<Button variant="secondary">Undo</Button>}>
        {`Removed ${first.university.name} from your list.`}
      </Banner>
    ),
  },
}

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your list.")
    await clickCallsOnce(canvas, 'Retry', args.onRetry)
  },
}
