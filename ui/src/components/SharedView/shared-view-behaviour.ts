/**
 * What the supporter's page does over the markup `SharedView` renders (at build time on /shared,
 * by React in Storybook): it shows a share's view, the page's states (loading, a link that no
 * longer works, trouble reaching the server), and where comments are allowed, a comment form under
 * each essay whose passage is what the supporter selects. Plain DOM code with no React (ADR 0040):
 * parts are found by `data-*` attributes, rows cloned from the view's templates, and every text
 * set with `textContent`, never as markup. It takes its effects (sending a comment) as callbacks.
 */
import { SHARE_SCOPES } from '../../logic/sharing/share.ts'
import type { SharedView } from '../../logic/sharing/view.ts'
import { essayComments, type CommentOptions } from './shared-view-comments.ts'
import { fill, one, parts, showRows } from './shared-view-parts.ts'

export type SharedViewOptions = CommentOptions & {
  /** "Try again" after trouble. */
  onRetry: () => void
}

export type SharedViewController = {
  show: (view: SharedView) => void
  /** gone: the link does not work; trouble: `message` says what, and what is shown stays. */
  state: (state: 'loading' | 'gone' | 'trouble', message?: string) => void
  destroy: () => void
}

const possessive = (name: string) => `${name}${name.endsWith('s') ? '’' : '’s'}`

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
  const comments = essayComments(root, options, () => current)

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
    if (essays) comments.showEssays(view, essays)
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
      comments.destroy()
    },
  }
}
