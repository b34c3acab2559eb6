/**
 * What the supporter's page does over the markup `SharedView` renders (at build time on /shared,
 * by React in Storybook): it shows a share's view, the page's states (loading, a link that no
 * longer works, trouble reaching the server), and where comments are allowed, a comment form under
 * each essay whose passage is what the supporter selects. Plain DOM code with no React (ADR 0040):
 * parts are found by `data-*` attributes, rows cloned from the view's templates, and every text
 * set with `textContent`, never as markup. It takes its effects (sending a comment) as callbacks.
 */
import {
  selectionAnchor,
  typedAnchor,
  type CommentAnchor,
  type CommentInput,
} from '../../logic/sharing/comment.ts'
import { SHARE_SCOPES } from '../../logic/sharing/share.ts'
import type { SharedComment, SharedEssay, SharedView } from '../../logic/sharing/view.ts'

export type CommentResult =
  { kind: 'posted'; comment: SharedComment } | { kind: 'changed'; message: string }

export type SharedViewOptions = {
  /** Sends a comment (only where the share allows them). */
  sendComment: (input: CommentInput) => Promise<CommentResult>
  /** The sentence for a failed send, and the server's messages by field. */
  describeFailure: (error: unknown) => { message: string; fields: Readonly<Record<string, string>> }
  /** The essay changed under a comment: read the share again. */
  onStale: () => void
  /** "Try again" after trouble. */
  onRetry: () => void
}

export type SharedViewController = {
  show: (view: SharedView) => void
  /** gone: the link does not work; trouble: `message` says what, and what is shown stays. */
  state: (state: 'loading' | 'gone' | 'trouble', message?: string) => void
  destroy: () => void
}

type Slots = Record<string, string>

/**
 * The parts matching `selector`, never inside a `<template>`: in the built page a template's rows
 * are inert, but React (Storybook, tests) renders them as children of the template element.
 */
function parts<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return [...root.querySelectorAll<T>(selector)].filter(
    (found) => !found.parentElement?.closest('template'),
  )
}

function one(root: ParentNode, selector: string): HTMLElement {
  const [found] = parts(root, selector)
  if (!found) throw new Error(`The shared view has no ${selector}.`)
  return found
}

/** The form's control or button matching `selector`, of the kind expected. */
function control<T extends HTMLElement>(root: ParentNode, selector: string, kind: new () => T): T {
  const found = one(root, selector)
  if (!(found instanceof kind)) throw new Error(`${selector} is not a ${kind.name}.`)
  return found
}

/** Sets each slot's text; a slot left empty is hidden. */
function fill(element: ParentNode, slots: Slots): void {
  for (const [name, text] of Object.entries(slots)) {
    for (const slot of parts(element, `[data-slot="${name}"]`)) {
      slot.textContent = text
      slot.hidden = text === ''
    }
  }
}

function fromTemplate(root: ParentNode, name: string): HTMLElement {
  const template = control(root, `template[data-template="${name}"]`, HTMLTemplateElement)
  const first = template.content.firstElementChild ?? template.firstElementChild
  if (!first) throw new Error(`The template ${name} is empty.`)
  return first.cloneNode(true) as HTMLElement
}

/** Replaces the rows of the list `name` with one per item; its "none" line shows when empty. */
function showRows<T>(
  root: ParentNode,
  name: string,
  items: readonly T[],
  slots: (item: T) => Slots,
) {
  const list = one(root, `[data-rows="${name}"]`)
  list.replaceChildren(
    ...items.map((item) => {
      const row = fromTemplate(root, name)
      const values = slots(item)
      fill(row, values)
      if (values.tone !== undefined)
        row
          .querySelector('[data-slot="state"], [data-slot="timeLeft"], [data-slot="attention"]')
          ?.setAttribute('data-tone', values.tone)
      return row
    }),
  )
  const [empty] = parts(root, `[data-empty="${name}"]`)
  if (empty) empty.hidden = items.length > 0 || empty.textContent === ''
}

const possessive = (name: string) => `${name}${name.endsWith('s') ? '’' : '’s'}`

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

export function enhanceSharedView(
  root: HTMLElement,
  options: SharedViewOptions,
): SharedViewController {
  let current: SharedView | null = null
  const gone = one(root, '[data-part="gone"]')
  const trouble = one(root, '[data-part="trouble"]')
  const retry = one(root, '[data-action="retry"]')
  const onRetry = () => options.onRetry()
  retry.addEventListener('click', onRetry)

  /** The passage each essay's form holds, as selected (with its place and revision). */
  const selected = new WeakMap<HTMLFormElement, CommentAnchor & { revision: number }>()

  const essayOf = (element: Element) => element.closest<HTMLElement>('[data-essay]')

  const onSelection = () => {
    const selection = document.getSelection()
    if (!current?.comments || !selection || selection.isCollapsed || selection.rangeCount === 0)
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
      said.textContent = `Posted. ${current?.firstName ?? 'The student'} sees it beside the essay.`
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
      state: commentState(comment, current?.firstName ?? 'the student'),
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

  function show(view: SharedView) {
    current = view
    root.dataset.state = 'ready'
    gone.hidden = true
    trouble.hidden = true
    fill(root.querySelector('header') ?? root, {
      badge: `Shared by ${view.firstName}, read-only`,
      title: `${possessive(view.firstName)} college applications`,
      about: `Shared with ${view.label}. This link works until ${view.expires}, and updates as ${view.firstName} works.`,
    })
    for (const scope of SHARE_SCOPES) {
      one(root, `[data-section="${scope}"]`).hidden = !(scope in view.sections)
    }
    const { list, deadlines, readiness, essays, money, quiz } = view.sections
    if (list) showRows(root, 'list', list, (s) => ({ name: s.name, place: s.place }))
    if (deadlines) {
      showRows(root, 'applications', deadlines.applications, (a) => ({
        school: a.school,
        timeLeft: a.timeLeft,
        deadline: a.deadline,
        plan: a.plan,
        status: a.status,
        estimated: a.estimated ? ' (an estimated date, not yet checked with the school)' : '',
        tone: a.urgency === 'passed' ? 'late' : a.urgency === 'closed' ? 'done' : '',
      }))
      showRows(root, 'tasks', deadlines.tasks, (t) => ({
        title: t.title,
        state: t.done ? 'Done' : t.late ? 'Late' : '',
        due: t.due === 'No date yet' ? t.due : `Due ${t.due}`,
        school: t.school ? `, for ${t.school}` : '',
        tone: t.done ? 'done' : t.late ? 'late' : '',
      }))
      showRows(root, 'aid', deadlines.aid, (a) => ({
        title: a.title,
        state: a.done ? 'Done' : '',
        date: a.date,
        tone: a.done ? 'done' : '',
      }))
    }
    if (readiness) {
      fill(root, { readiness: readiness.summary })
      showRows(root, 'readiness', readiness.rows, (r) => ({
        school: r.school,
        attention: r.attentionLabel,
        status: r.status,
        timeLeft: r.timeLeft === '' ? '' : `, ${r.timeLeft}`,
        needs: r.needs.length === 0 ? 'Nothing left to do.' : `Left: ${r.needs.join(', ')}.`,
        progress: r.progress,
        tone:
          r.attention === 'late'
            ? 'late'
            : r.attention === 'sent' || r.attention === 'decided'
              ? 'done'
              : '',
      }))
    }
    if (essays) showEssays(view, essays)
    if (money) {
      fill(root, { cost: money.cost.summary, offers: money.offers.summary })
      showRows(root, 'cost', money.cost.rows, (r) => ({
        school: r.school,
        subtotal: r.subtotal,
        fee: `Fee ${r.fee}`,
        waiver: r.waiver === '' ? '' : `, ${r.waiver.toLowerCase()}`,
        runningTotal: `, ${r.runningTotal} so far`,
      }))
      showRows(root, 'offers', money.offers.rows, (r) => ({
        school: r.school,
        netPrice: `Net price (cost minus grants and scholarships): ${r.netPrice}`,
        borrowed: r.borrowed === '' ? '' : `Loans, to be repaid: ${r.borrowed}`,
        average: r.average,
        flags: r.flags.join(' '),
      }))
    }
    if (quiz) showRows(root, 'quiz', quiz, (a) => ({ question: a.question, answer: a.answer }))
    fill(root, {
      footnote: `Shown as ${view.firstName} last saved it. Nothing here can be changed from this page.`,
    })
  }

  return {
    show,
    state(state, message) {
      if (state === 'loading') {
        root.dataset.state = 'loading'
        return
      }
      if (state === 'gone') {
        current = null
        root.dataset.state = 'gone'
        gone.hidden = false
        trouble.hidden = true
        // Nothing of the plan stays in the page once its link stops working.
        for (const section of parts(root, '[data-section]')) section.hidden = true
        for (const rows of parts(root, '[data-rows]')) rows.replaceChildren()
        fill(root, { readiness: '', cost: '', offers: '' })
        fill(root, {
          badge: 'Read-only',
          title: 'A shared college plan',
          about: '',
          footnote: '',
        })
        return
      }
      trouble.hidden = false
      fill(trouble, { trouble: message ?? '' })
      if (!current) root.dataset.state = 'trouble'
    },
    destroy() {
      retry.removeEventListener('click', onRetry)
      document.removeEventListener('selectionchange', onSelection)
    },
  }
}
