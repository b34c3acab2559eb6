/**
 * Comments on a shared essay, in the supporter's page (ADR 0082): each essay's row with its
 * comments, and where the share allows them, a comment form under it whose passage is what the
 * supporter selects in the essay's text (or types, found in the text as it is now). Plain DOM code
 * with no React (ADR 0040); it takes its effects (sending a comment) as callbacks.
 */
import {
  selectionAnchor,
  typedAnchor,
  type CommentAnchor,
  type CommentInput,
} from '../../logic/sharing/comment.ts'
import type { SharedComment, SharedEssay, SharedView } from '../../logic/sharing/view.ts'
import { control, fill, fromTemplate, one, parts } from './shared-view-parts.ts'

export type CommentResult =
  { kind: 'posted'; comment: SharedComment } | { kind: 'changed'; message: string }

export type CommentOptions = {
  /** Sends a comment (only where the share allows them). */
  sendComment: (input: CommentInput) => Promise<CommentResult>
  /** The sentence for a failed send, and the server's messages by field. */
  describeFailure: (error: unknown) => { message: string; fields: Readonly<Record<string, string>> }
  /** The essay changed under a comment: read the share again. */
  onStale: () => void
}

export type EssayComments = {
  /** Updates the essays in place, so a comment being written is never lost to an update. */
  showEssays: (view: SharedView, essays: readonly SharedEssay[]) => void
  destroy: () => void
}

function commentState(comment: SharedComment, firstName: string): string {
  return comment.status === 'resolved' ? `Resolved by ${firstName}` : 'Open'
}

function withRevision(
  anchor: CommentAnchor | null,
  revision: number,
): (CommentAnchor & { revision: number }) | null {
  return anchor ? { ...anchor, revision } : null
}

/** Where the words of a selection stand in the essay text element `text`, in its characters. */
function offsetIn(text: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange()
  range.selectNodeContents(text)
  range.setEnd(node, offset)
  return range.toString().length
}

/** The essays of the view in `root`, with their comments; `shown` is the view on the page. */
export function essayComments(
  root: HTMLElement,
  options: CommentOptions,
  shown: () => SharedView | null,
): EssayComments {
  /** The passage each essay's form holds, as selected (with its place and revision). */
  const selected = new WeakMap<HTMLFormElement, CommentAnchor & { revision: number }>()

  const essayOf = (element: Element) => element.closest<HTMLElement>('[data-essay]')

  const onSelection = () => {
    const selection = document.getSelection()
    if (!shown()?.comments || !selection || selection.isCollapsed || selection.rangeCount === 0)
      return
    const range = selection.getRangeAt(0)
    const textOf = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>(
        '[data-slot="text"]',
      )
    const start = textOf(range.startContainer)
    const end = textOf(range.endContainer)
    if (!start || start !== end || !root.contains(start)) return
    const essay = essayOf(start)
    const form = essay?.querySelector<HTMLFormElement>('[data-part="comment-form"]')
    if (!essay || !form) return
    const text = start.textContent
    const anchor = selectionAnchor(
      text,
      offsetIn(start, range.startContainer, range.startOffset),
      offsetIn(start, range.endContainer, range.endOffset),
    )
    if (!anchor) return
    selected.set(form, { ...anchor, revision: Number(essay.dataset.revision) })
    control(form, '[name="quote"]', HTMLTextAreaElement).value = anchor.quote
    showError(form, 'quote', undefined)
  }
  document.addEventListener('selectionchange', onSelection)

  function showError(form: HTMLFormElement, field: 'quote' | 'body', message: string | undefined) {
    const box = control(form, `[name="${field}"]`, HTMLTextAreaElement)
    const error = one(form, `[data-error="${field}"]`)
    error.textContent = message ?? ''
    error.hidden = !message
    if (message) {
      box.setAttribute('aria-invalid', 'true')
      box.setAttribute('aria-describedby', error.id)
    } else {
      box.removeAttribute('aria-invalid')
      box.removeAttribute('aria-describedby')
    }
  }

  async function submit(form: HTMLFormElement, essay: HTMLElement) {
    const quoteField = control(form, '[name="quote"]', HTMLTextAreaElement)
    const bodyField = control(form, '[name="body"]', HTMLTextAreaElement)
    const said = one(form, '[data-part="comment-status"]')
    const button = control(form, 'button[type="submit"]', HTMLButtonElement)
    const text = one(essay, '[data-slot="text"]').textContent
    const revision = Number(essay.dataset.revision)
    const typed = quoteField.value.trim()
    const picked = selected.get(form)
    // A selection keeps the place and revision it was made in; typed words are found in the text
    // as it is now.
    const anchor: (CommentAnchor & { revision: number }) | null =
      typed === ''
        ? null
        : picked?.quote === quoteField.value
          ? picked
          : withRevision(typedAnchor(text, typed), revision)
    showError(
      form,
      'quote',
      typed !== '' && !anchor
        ? 'These words are not in the essay: select them, or copy them exactly.'
        : undefined,
    )
    showError(form, 'body', bodyField.value.trim() === '' ? 'Write your comment.' : undefined)
    if ((typed !== '' && !anchor) || bodyField.value.trim() === '') {
      ;(bodyField.value.trim() === '' ? bodyField : quoteField).focus()
      return
    }
    button.disabled = true
    said.textContent = 'Posting...'
    try {
      const result = await options.sendComment({
        essay: essay.dataset.essay ?? '',
        body: bodyField.value,
        quote: anchor?.quote ?? '',
        start: anchor?.start ?? 0,
        end: anchor?.end ?? 0,
        revision: anchor?.revision ?? revision,
      })
      if (result.kind === 'changed') {
        said.textContent = ''
        showError(form, 'quote', result.message)
        selected.delete(form)
        options.onStale()
        return
      }
      const list = one(essay, '[data-rows="comments"]')
      list.append(commentRow(result.comment))
      quoteField.value = ''
      bodyField.value = ''
      selected.delete(form)
      said.textContent = `Posted. ${shown()?.firstName ?? 'The student'} sees it beside the essay.`
    } catch (error) {
      const failure = options.describeFailure(error)
      const fields = failure.fields
      const onQuote = fields.quote ?? fields.start ?? fields.revision
      showError(form, 'quote', onQuote)
      showError(form, 'body', fields.body)
      said.textContent = onQuote || fields.body ? '' : failure.message
    } finally {
      button.disabled = false
    }
  }

  function commentRow(comment: SharedComment): HTMLElement {
    const row = fromTemplate(root, 'comments')
    fill(row, {
      quote: comment.quote,
      body: comment.body,
      state: commentState(comment, shown()?.firstName ?? 'the student'),
    })
    return row
  }

  let forms = 0
  function essayRow(): HTMLElement {
    const row = fromTemplate(root, 'essays')
    const form = row.querySelector<HTMLFormElement>('[data-part="comment-form"]')
    if (form) {
      forms += 1
      form.setAttribute('aria-label', 'Comment on this essay')
      for (const error of parts(form, '[data-error]'))
        error.id = `comment-${String(forms)}-${error.dataset.error ?? ''}`
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        const essay = essayOf(form)
        if (essay) void submit(form, essay)
      })
    }
    return row
  }

  /** Updates the essays in place, so a comment being written is never lost to an update. */
  function showEssays(view: SharedView, essays: readonly SharedEssay[]) {
    const list = one(root, '[data-rows="essays"]')
    const rows = new Map(
      [...list.children].map((row) => [(row as HTMLElement).dataset.key, row as HTMLElement]),
    )
    const kept = essays.map((essay, index) => {
      const key = essay.id ?? `${String(index)}:${essay.title}`
      const row = rows.get(key) ?? essayRow()
      row.dataset.key = key
      const article = one(row, 'article')
      article.dataset.essay = essay.id ?? ''
      article.dataset.revision = String(essay.revision)
      article.setAttribute('aria-label', essay.title)
      fill(article, {
        title: essay.title,
        about: essay.about,
        status: essay.status,
        count: essay.count,
        prompt: essay.prompt,
        text: essay.text,
        signed: `Signed as ${view.label}.`,
      })
      one(article, '[data-part="comments"]').hidden = !view.comments
      const form = article.querySelector<HTMLElement>('[data-part="comment-form"]')
      if (form) form.hidden = !view.comments || essay.id === null
      one(article, '[data-rows="comments"]').replaceChildren(...essay.comments.map(commentRow))
      return row
    })
    list.replaceChildren(...kept)
    const [empty] = parts(root, '[data-empty="essays"]')
    if (empty) empty.hidden = essays.length > 0
  }

  return {
    showEssays,
    destroy() {
      document.removeEventListener('selectionchange', onSelection)
    },
  }
}
