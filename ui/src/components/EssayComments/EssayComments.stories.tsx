import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ESSAY_TEXT, SAMPLE_COMMENTS } from '../../testing/share-fixtures.ts'
import { EssayComments } from './EssayComments.tsx'

const meta = {
  title: 'Sharing/EssayComments',
  component: EssayComments,
  args: {
    text: ESSAY_TEXT,
    comments: SAMPLE_COMMENTS,
    onResolve: fn(),
    onDelete: fn(),
    onShowPassage: fn(),
    children: <p>The essay editor stands here.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EssayComments>

export default meta
type Story = StoryObj<typeof meta>

/** Open comments beside the text, each on its passage or the whole essay; resolved ones folded. */
export const Comments: Story = {
  play: async ({ canvas, args }) => {
    const aside = canvas.getByRole('complementary', { name: 'Comments (2 open)' })
    const open = within(aside).getByRole('list', { name: 'Open comments' })
    const first = within(open).getByRole('article', { name: 'Comment from Ms. Lee, counselor' })
    await expect(first).toHaveTextContent('patience is a skill')
    await expect(first).toHaveTextContent('On this passage.')
    await userEvent.click(within(first).getByRole('button', { name: 'Show in text' }))
    const start = ESSAY_TEXT.indexOf('patience is a skill')
    await expect(args.onShowPassage).toHaveBeenCalledWith(start, start + 19)
    await userEvent.click(within(first).getByRole('button', { name: 'Resolve' }))
    await expect(args.onResolve).toHaveBeenCalledWith(SAMPLE_COMMENTS[0], true)
    await expect(
      within(open).getByRole('article', { name: 'Comment from Coach Rivera' }),
    ).toHaveTextContent('On the whole essay.')
  },
}

/** A passage the student has since rewritten is quoted as it was. */
export const PassageChanged: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Resolved (1 comment)'))
    const resolved = canvas.getByRole('list', { name: 'Resolved comments' })
    await expect(resolved).toHaveTextContent('You have changed this passage since')
    await userEvent.click(within(resolved).getByRole('button', { name: 'Reopen' }))
    await expect(args.onResolve).toHaveBeenCalledWith(SAMPLE_COMMENTS[2], false)
  },
}

/** Deleting asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('list', { name: 'Open comments' })
    const first = within(open).getByRole('article', { name: 'Comment from Ms. Lee, counselor' })
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(first).getByRole('button', { name: 'Keep it' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(first).getByRole('button', { name: 'Yes, delete it' }))
    await expect(args.onDelete).toHaveBeenCalledWith(SAMPLE_COMMENTS[0])
  },
}

/** No comments: the editor alone, nothing beside it. */
export const NoComments: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The essay editor stands here.')).toBeVisible()
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}

export const Failed: Story = {
  args: { error: "The comment was not changed. Can't reach the server." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The comment was not changed.')
  },
}
