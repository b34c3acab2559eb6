/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the page script works on the build-time markup's DOM, found by its data attribute as the page finds it */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SharedView } from '../../components/SharedView/SharedView.tsx'
import { DataError } from '../../data/errors.ts'
import type { ShareRead } from '../../data/shared-view.ts'
import { COUNSELOR_VIEW, PARENT_VIEW } from '../../testing/share-fixtures.ts'
import { POLL_MS, startSupporterPage, type SupporterDeps } from './supporter-page.ts'

const TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'
let stop: (() => void) | null = null
afterEach(() => {
  stop?.()
  stop = null
  vi.useRealTimers()
})

function start(
  read: SupporterDeps['read'],
  send: SupporterDeps['send'] = vi.fn(),
  hash = `#${TOKEN}`,
) {
  const { container } = render(<SharedView />)
  const root = container.querySelector<HTMLElement>('[data-shared-view]')!
  stop = startSupporterPage(root, { read, send, hash: () => hash })
  return root
}

describe('the supporter’s page', () => {
  it('shows the view, then asks every 30 s with its ETag and keeps the view while unchanged', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const read = vi
      .fn<SupporterDeps['read']>()
      .mockResolvedValueOnce({ kind: 'view', view: PARENT_VIEW, etag: '"one"' })
      .mockResolvedValueOnce({ kind: 'unchanged' })
      .mockResolvedValue({
        kind: 'view',
        view: {
          ...PARENT_VIEW,
          sections: { list: [{ name: 'Rice University', place: 'Houston, TX' }] },
        },
        etag: '"two"',
      } satisfies ShareRead)
    start(read)
    expect(await screen.findByText('Shared by Maya, read-only')).toBeVisible()
    expect(read).toHaveBeenLastCalledWith(TOKEN, null)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(read).toHaveBeenLastCalledWith(TOKEN, '"one"')
    expect(screen.getByRole('region', { name: 'My List' })).toHaveTextContent('Tulane')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My List' })).toHaveTextContent('Rice University'),
    )
    expect(screen.queryByRole('region', { name: 'Deadlines and tasks' })).toBeNull()
  })

  it('says at once that a revoked link no longer works, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const read = vi
      .fn<SupporterDeps['read']>()
      .mockResolvedValueOnce({ kind: 'view', view: PARENT_VIEW, etag: '"one"' })
      .mockRejectedValue(new DataError('not-found', 'Not found.'))
    start(read)
    const list = await screen.findByRole('region', { name: 'My List' })
    expect(list).toHaveTextContent('Tulane University of Louisiana')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'My List' })).toBeNull()
    expect(screen.queryByText(/Tulane/)).toBeNull()
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('keeps what it shows while the server is out of reach, and says so', async () => {
    const read = vi
      .fn<SupporterDeps['read']>()
      .mockResolvedValueOnce({ kind: 'view', view: PARENT_VIEW, etag: null })
      .mockRejectedValueOnce(new DataError('offline', "Can't reach the server."))
      .mockRejectedValueOnce(new DataError('rate-limited', 'Too many requests.'))
    start(read)
    const list = await screen.findByRole('region', { name: 'My List' })
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Try again', hidden: true }).click()
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server.")
    expect(list).toBeVisible()
    expect(list).toHaveTextContent('Tulane University of Louisiana')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many requests came from your network',
      ),
    )
  })

  it('asks nothing without a token in the fragment', async () => {
    const read = vi.fn<SupporterDeps['read']>()
    start(read, vi.fn(), '#not-a-token')
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    expect(read).not.toHaveBeenCalled()
  })

  it('keeps a comment being written through an update, and sends it with the passage typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const read = vi
      .fn<SupporterDeps['read']>()
      .mockResolvedValue({ kind: 'view', view: COUNSELOR_VIEW, etag: '"x"' })
    const send = vi.fn<SupporterDeps['send']>().mockResolvedValue({
      kind: 'posted',
      comment: {
        quote: 'New Orleans',
        body: 'Nice',
        created: '2026-11-27T16:00:00Z',
        status: 'open',
      },
    })
    start(read, send)
    const essay = await screen.findByRole('article', { name: 'Why Tulane' })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(
      within(essay).getByLabelText('Words you are commenting on (optional)'),
      'New Orleans',
    )
    await user.type(within(essay).getByLabelText('Your comment'), 'Nice')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    // At least one update came while the comment was being written.
    expect(read.mock.calls.length).toBeGreaterThan(1)
    const same = screen.getByRole('article', { name: 'Why Tulane' })
    expect(within(same).getByLabelText('Your comment')).toHaveValue('Nice')
    await user.click(within(same).getByRole('button', { name: 'Post comment' }))
    const start_ = COUNSELOR_VIEW.sections.essays![0]!.text.indexOf('New Orleans')
    expect(send).toHaveBeenCalledWith(TOKEN, {
      essay: 'essay1',
      body: 'Nice',
      quote: 'New Orleans',
      start: start_,
      end: start_ + 11,
      revision: 3,
    })
    expect(await within(same).findByText('Posted. Maya sees it beside the essay.')).toBeVisible()
  })

  it('shows the server’s word on a refused comment, and keeps what was typed', async () => {
    const read = vi
      .fn<SupporterDeps['read']>()
      .mockResolvedValue({ kind: 'view', view: COUNSELOR_VIEW, etag: null })
    const send = vi
      .fn<SupporterDeps['send']>()
      .mockRejectedValue(
        new DataError('invalid', 'x', { body: 'Keep it to 1000 characters or fewer.' }),
      )
    start(read, send)
    const essay = await screen.findByRole('article', { name: 'Why Tulane' })
    const user = userEvent.setup()
    await user.type(within(essay).getByLabelText('Your comment'), 'Too long, say')
    await user.click(within(essay).getByRole('button', { name: 'Post comment' }))
    await waitFor(() =>
      expect(within(essay).getByLabelText('Your comment')).toHaveAccessibleDescription(
        'Keep it to 1000 characters or fewer.',
      ),
    )
    expect(within(essay).getByLabelText('Your comment')).toHaveValue('Too long, say')
  })
})
