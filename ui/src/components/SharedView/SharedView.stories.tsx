import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SharedView as View } from '../../logic/sharing/view.ts'
import { COUNSELOR_VIEW, ESSAY_TEXT, FULL_VIEW, PARENT_VIEW } from '../../testing/share-fixtures.ts'
import { SharedView } from './SharedView.tsx'
import { enhanceSharedView, type CommentResult } from './shared-view-behaviour.ts'

const sendComment = fn((input: { quote: string; body: string }): Promise<CommentResult> =>
  Promise.resolve({
    kind: 'posted',
    comment: {
      quote: input.quote,
      body: input.body,
      created: '2026-11-27T16:00:00Z',
      status: 'open',
    },
  }),
)

/**
 * The page as its script shows it: the build-time view, then the same behaviour /shared runs,
 * given a view or a state.
 */
function Shown({ view, state }: { view?: View; state?: 'gone' | 'trouble' }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current?.querySelector<HTMLElement>('[data-shared-view]')
    if (!root) return
    const controller = enhanceSharedView(root, {
      sendComment,
      describeFailure: () => ({ message: 'Your comment was not posted.', fields: {} }),
      onStale: fn(),
      onRetry: fn(),
    })
    if (view) controller.show(view)
    if (state)
      controller.state(
        state,
        "Can't reach the server. What you see may be out of date; the page keeps trying.",
      )
    return controller.destroy
  }, [view, state])
  return (
    <div ref={ref}>
      <SharedView />
    </div>
  )
}

const meta = {
  title: 'Sharing/SharedView',
  component: Shown,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Shown>

export default meta
type Story = StoryObj<typeof meta>

/** As the page is built: no one's data, a status while the script asks for it. */
export const Loading: Story = {
  render: () => <SharedView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the shared plan...')
  },
}

/** A parent's link: My List and the deadlines, nothing else, nothing to press. */
export const Parent: Story = {
  args: { view: PARENT_VIEW },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shared by Maya, read-only')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Maya’s college applications',
    )
    await expect(canvas.getByRole('region', { name: 'My List' })).toHaveTextContent(
      'Tulane University of Louisiana',
    )
    const deadlines = canvas.getByRole('region', { name: 'Deadlines and tasks' })
    await expect(deadlines).toHaveTextContent('an estimated date, not yet checked with the school')
    await expect(within(deadlines).getByText('Late')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Essays' })).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A counselor's link with comments: select words in the essay, write, post. */
export const Counselor: Story = {
  args: { view: COUNSELOR_VIEW },
  play: async ({ canvas }) => {
    sendComment.mockClear()
    const essay = canvas.getByRole('article', { name: 'Why Tulane' })
    await expect(essay).toHaveTextContent('Resolved by Maya')
    const text = within(essay).getByText(/^The summer I rebuilt/).firstChild
    if (!text) throw new Error('the essay has no text')
    const start = ESSAY_TEXT.indexOf('patience is a skill')
    const range = document.createRange()
    range.setStart(text, start)
    range.setEnd(text, start + 19)
    document.getSelection()?.removeAllRanges()
    document.getSelection()?.addRange(range)
    const quote = within(essay).getByLabelText('Words you are commenting on (optional)')
    // The browser reports a selection a moment after it changes.
    await waitFor(() => expect(quote).toHaveValue('patience is a skill'))
    await userEvent.type(within(essay).getByLabelText('Your comment'), 'Open with this.')
    await userEvent.click(within(essay).getByRole('button', { name: 'Post comment' }))
    await expect(sendComment).toHaveBeenCalledWith({
      essay: 'essay1',
      body: 'Open with this.',
      quote: 'patience is a skill',
      start,
      end: start + 19,
      revision: 3,
    })
    await expect(within(essay).getByRole('status')).toHaveTextContent(
      'Posted. Maya sees it beside the essay.',
    )
    await expect(within(essay).getByRole('list', { name: 'Your comments' })).toHaveTextContent(
      'Open with this.',
    )
  },
}

/** Words typed that are not in the essay, and no comment: nothing is sent. */
export const CommentRefused: Story = {
  args: { view: COUNSELOR_VIEW },
  play: async ({ canvas }) => {
    sendComment.mockClear()
    const essay = canvas.getByRole('article', { name: 'Why Tulane' })
    await userEvent.type(
      within(essay).getByLabelText('Words you are commenting on (optional)'),
      'a violin',
    )
    await userEvent.click(within(essay).getByRole('button', { name: 'Post comment' }))
    await expect(within(essay).getByLabelText('Your comment')).toHaveAccessibleDescription(
      'Write your comment.',
    )
    await expect(
      within(essay).getByLabelText('Words you are commenting on (optional)'),
    ).toHaveAccessibleDescription(
      'These words are not in the essay: select them, or copy them exactly.',
    )
    await expect(sendComment).not.toHaveBeenCalled()
  },
}

/** Every part ticked: the list, deadlines, readiness, essays, money and quiz answers. */
export const Everything: Story = {
  args: { view: FULL_VIEW },
  play: async ({ canvas }) => {
    for (const name of [
      'My List',
      'Deadlines and tasks',
      'Readiness',
      'Essays',
      'Costs and financial aid',
      'Quiz answers',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('region', { name: 'Costs and financial aid' })).toHaveTextContent(
      'Applying to 2 schools costs $150.',
    )
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** A revoked, ended or mistyped link: the same words for all three. */
export const LinkGone: Story = {
  args: { state: 'gone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'My List' })).toBeNull()
  },
}

/** The server out of reach: what was shown stays, with a word on it and Try again. */
export const Trouble: Story = {
  args: { view: PARENT_VIEW, state: 'trouble' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server.")
    await expect(canvas.getByRole('region', { name: 'My List' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
