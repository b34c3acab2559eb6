/**
 * The supporter's page script (/shared/#<token>, ADR 0081): reads the token from the fragment
 * (never sent to any server), shows the share's view, keeps it up to date while the page is in
 * view (every 30 s, a tiny 304 while nothing changed), says so at once when the link stops
 * working, and sends comments where the share allows them.
 */
import {
  enhanceSharedView,
  type SharedViewController,
} from '../../components/SharedView/shared-view-behaviour.ts'
import { describeError, isDataError } from '../../data/errors.ts'
import { postComment, readShare, type ShareRead } from '../../data/shared-view.ts'
import type { CommentInput } from '../../logic/sharing/comment.ts'
import { tokenFromFragment } from '../../logic/sharing/share.ts'

/** How often an open page asks whether the plan changed. */
export const POLL_MS = 30_000

export type SupporterDeps = {
  read: (token: string, etag: string | null) => Promise<ShareRead>
  send: (token: string, input: CommentInput) => ReturnType<typeof postComment>
  /** The page's fragment ("#<token>"). */
  hash: () => string
}

const TROUBLE = {
  offline: "Can't reach the server. What you see may be out of date; the page keeps trying.",
  limited: 'Too many requests came from your network. The page tries again in a minute.',
} as const

/** Starts the page on `root` (the `[data-shared-view]` element); returns a clean-up. */
export function startSupporterPage(
  root: HTMLElement,
  deps: SupporterDeps = {
    read: readShare,
    send: postComment,
    hash: () => window.location.hash,
  },
): () => void {
  let token = tokenFromFragment(deps.hash())
  let etag: string | null = null
  let stopped = false
  let lastRead = 0
  let reading: Promise<void> | null = null

  const view: SharedViewController = enhanceSharedView(root, {
    sendComment: async (input) => {
      if (!token) throw new Error('no token')
      return deps.send(token, input)
    },
    describeFailure: (error) => {
      if (isDataError(error) && error.kind === 'not-found') {
        stop()
        view.state('gone')
      }
      return {
        message:
          isDataError(error) && error.kind === 'forbidden'
            ? 'This link no longer allows comments.'
            : `Your comment was not posted; it is still here. ${describeError(error)}`,
        fields: isDataError(error) ? error.fields : {},
      }
    },
    onStale: () => void refresh(),
    onRetry: () => void refresh(),
  })

  function stop() {
    stopped = true
  }

  function refresh(): Promise<void> {
    if (!token) {
      view.state('gone')
      return Promise.resolve()
    }
    const asked = token
    reading ??= deps
      .read(asked, etag)
      .then(
        (answer) => {
          if (answer.kind === 'view' && asked === token) {
            etag = answer.etag
            view.show(answer.view)
          }
        },
        (error: unknown) => {
          if (isDataError(error) && error.kind === 'not-found') {
            stop()
            view.state('gone')
          } else {
            view.state(
              'trouble',
              isDataError(error) && error.kind === 'rate-limited'
                ? TROUBLE.limited
                : TROUBLE.offline,
            )
          }
        },
      )
      .finally(() => {
        lastRead = Date.now()
        reading = null
      })
    return reading
  }

  const tick = () => {
    if (!stopped && document.visibilityState === 'visible') void refresh()
  }
  const timer = setInterval(tick, POLL_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRead >= POLL_MS) tick()
  }
  // Another link pasted into the same tab.
  const onHash = () => {
    token = tokenFromFragment(deps.hash())
    etag = null
    stopped = false
    view.state('loading')
    void refresh()
  }
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('hashchange', onHash)
  void refresh()

  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('hashchange', onHash)
    view.destroy()
  }
}
