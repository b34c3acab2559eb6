import { useCallback, useState } from 'react'
import type { DataClient } from '../../data/data-client.ts'
import { describeError, isDataError } from '../../data/errors.ts'
import type { AidItem } from '../../logic/planner/aid.ts'
import type {
  Application,
  ApplicationValues,
  NewAidDate,
  NewTask,
  PlannerSchool,
  PlanTask,
  Recommender,
  RecommenderDraft,
  ReminderValues,
} from '../../logic/planner/model.ts'
import type { FocusPlaces } from './focus.ts'
import type { UpdatePlan } from './use-planner.ts'

// The planner page's sections, one hook each: the island wires them to the views. Every write
// changes the page only with what the server returned; a failed form keeps what was typed and
// shows the server's refusal on its fields.

export type SectionName =
  'applications' | 'tasks' | 'aid' | 'recommenders' | 'calendar' | 'settings'

export type Notice = { variant: 'success' | 'error'; text: string }

/** A failed save: the sentence for the form's banner and the server's message per field. */
export type SaveFailure = { message: string; fields: Readonly<Record<string, string>> }

function saveFailure(failure: unknown): SaveFailure {
  return {
    message: describeError(failure),
    fields: isDataError(failure) && failure.kind === 'invalid' ? failure.fields : {},
  }
}

function replaceById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [...list, item]
}

/** A confirmation (or an error) per section; each takes focus when it appears. */
export function useNotices({ focus }: FocusPlaces) {
  const [notices, setNotices] = useState<Partial<Record<SectionName, Notice>>>({})
  const notify = useCallback(
    (section: SectionName, text: string, variant: Notice['variant'] = 'success') => {
      setNotices((current) => ({ ...current, [section]: { variant, text } }))
      focus(`${section}-notice`)
    },
    [focus],
  )
  const clear = useCallback((section: SectionName) => {
    setNotices((current) => ({ ...current, [section]: undefined }))
  }, [])
  return { notices, notify, clear }
}
export type Notices = ReturnType<typeof useNotices>

type SectionDeps = {
  data: DataClient
  update: UpdatePlan
  notices: Notices
  places: FocusPlaces
}

/**
 * A form that opens in a section: opening it moves focus to its heading; a save that the server
 * accepts closes it and says so (focus on the confirmation); a refused one keeps it open with
 * what was typed and the server's messages; Cancel returns to the section's heading.
 */
function usePanel<P>({ notices, places }: SectionDeps, section: SectionName) {
  const [panel, setPanel] = useState<P | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  return {
    panel,
    saving,
    failure,
    open: (next: P) => {
      setPanel(next)
      setFailure(null)
      notices.clear(section)
      places.focus(`${section}-panel`)
    },
    close: () => {
      setPanel(null)
      setFailure(null)
      places.focus(section)
    },
    /** Runs the write; its answer is the confirmation's words. */
    submit: async (write: () => Promise<string>) => {
      setSaving(true)
      setFailure(null)
      try {
        const confirmation = await write()
        setPanel(null)
        notices.notify(section, confirmation)
      } catch (error) {
        setFailure(saveFailure(error))
      } finally {
        setSaving(false)
      }
    },
  }
}

export type ApplicationPanel =
  { mode: 'create'; school: PlannerSchool } | { mode: 'edit'; application: Application }

/** Applications: plan one for a school on My List, edit it, remove it. */
export function useApplications(deps: SectionDeps) {
  const { data, update, notices } = deps
  const form = usePanel<ApplicationPanel>(deps, 'applications')
  /** What the form holds now, so the plan rules follow the student's edits. */
  const [draft, setDraft] = useState<ApplicationValues | null>(null)
  const [removing, setRemoving] = useState<string[]>([])
  const { panel } = form

  const save = (values: ApplicationValues) =>
    form.submit(async () => {
      if (!panel) return ''
      const saved =
        panel.mode === 'create'
          ? await data.planner.createApplication(values)
          : await data.planner.updateApplication(panel.application.id, values)
      const id = saved.application.id
      update((plan) => ({
        ...plan,
        applications: replaceById(plan.applications, saved.application),
        tasks: [...plan.tasks.filter((task) => task.application !== id), ...saved.tasks],
      }))
      setDraft(null)
      const name = saved.application.school.name
      const steps = saved.tasks.filter((task) => task.kind !== 'custom').length
      return panel.mode === 'create'
        ? `Planned your application to ${name}: ${String(steps)} steps, dated back from its deadline.`
        : `Saved your application to ${name}.`
    })

  const remove = async (application: Application) => {
    const { id } = application
    const name = application.school.name
    setRemoving((ids) => [...ids, id])
    try {
      await data.planner.removeApplication(id)
      // The server removed its steps and aid dates, and took it off its recommenders' lists.
      update((plan) => ({
        ...plan,
        applications: plan.applications.filter((app) => app.id !== id),
        tasks: plan.tasks.filter((task) => task.application !== id),
        aidDates: plan.aidDates.filter((aid) => aid.application !== id),
        recommenders: plan.recommenders.map((person) => ({
          ...person,
          applications: person.applications.filter((app) => app !== id),
        })),
      }))
      if (panel?.mode === 'edit' && panel.application.id === id) form.close()
      notices.notify('applications', `Removed your application to ${name}.`)
    } catch (error) {
      notices.notify('applications', `${name} was not removed. ${describeError(error)}`, 'error')
    } finally {
      setRemoving((ids) => ids.filter((other) => other !== id))
    }
  }

  const open = (next: ApplicationPanel) => {
    setDraft(null)
    form.open(next)
  }
  return {
    panel,
    saving: form.saving,
    failure: form.failure,
    draft,
    removing,
    onStart: (school: PlannerSchool) => open({ mode: 'create', school }),
    onEdit: (application: Application) => open({ mode: 'edit', application }),
    onChange: setDraft,
    onCancel: () => {
      setDraft(null)
      form.close()
    },
    onSave: (values: ApplicationValues) => void save(values),
    onRemove: (application: Application) => void remove(application),
  }
}

/** Tasks: tick off (shown at once, put back if the server refuses), add own, remove own. */
export function useTasks({ data, update, notices }: SectionDeps) {
  const [states, setStates] = useState<Record<string, 'saving' | 'failed'>>({})
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | null>(null)
  /** Bumped after an add, so the add form starts empty again. */
  const [added, setAdded] = useState(0)

  const setState = (id: string, state: 'saving' | 'failed' | null) =>
    setStates((current) => {
      const others = Object.entries(current).filter(([other]) => other !== id)
      return Object.fromEntries(state ? [...others, [id, state]] : others)
    })
  const put = (task: PlanTask) =>
    update((plan) => ({ ...plan, tasks: replaceById(plan.tasks, task) }))

  const toggle = async (task: PlanTask, done: boolean) => {
    setState(task.id, 'saving')
    put({ ...task, done })
    try {
      put(await data.planner.setTaskDone(task.id, done))
      setState(task.id, null)
    } catch {
      put(task)
      setState(task.id, 'failed')
    }
  }

  const add = async (task: NewTask) => {
    setAdding(true)
    setAddError(null)
    try {
      const created = await data.planner.addTask(task)
      put(created)
      setAdded((count) => count + 1)
      notices.notify('tasks', `Added “${created.title}” to your tasks.`)
    } catch (error) {
      setAddError(describeError(error))
    } finally {
      setAdding(false)
    }
  }

  const remove = async (task: PlanTask) => {
    setState(task.id, 'saving')
    try {
      await data.planner.removeTask(task.id)
      update((plan) => ({ ...plan, tasks: plan.tasks.filter((t) => t.id !== task.id) }))
      setState(task.id, null)
      notices.notify('tasks', `Removed “${task.title}”.`)
    } catch (error) {
      setState(task.id, null)
      notices.notify('tasks', `“${task.title}” was not removed. ${describeError(error)}`, 'error')
    }
  }

  return {
    states,
    adding,
    addError,
    added,
    onToggle: (task: PlanTask, done: boolean) => void toggle(task, done),
    onAdd: (task: NewTask) => void add(task),
    onRemove: (task: PlanTask) => void remove(task),
  }
}

/** Aid dates: tick off, add, remove (estimates are the planner's, not stored). */
export function useAidDates({ data, update, notices }: SectionDeps) {
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | null>(null)
  const [added, setAdded] = useState(0)

  const setDone = (id: string, done: boolean) =>
    update((plan) => ({
      ...plan,
      aidDates: plan.aidDates.map((aid) => (aid.id === id ? { ...aid, done } : aid)),
    }))

  const toggle = async (item: AidItem, done: boolean) => {
    setDone(item.id, done)
    try {
      const saved = await data.planner.setAidDateDone(item.id, done)
      update((plan) => ({ ...plan, aidDates: replaceById(plan.aidDates, saved) }))
    } catch (error) {
      setDone(item.id, !done)
      notices.notify('aid', `“${item.title}” was not saved. ${describeError(error)}`, 'error')
    }
  }

  const add = async (values: NewAidDate) => {
    setAdding(true)
    setAddError(null)
    try {
      const created = await data.planner.addAidDate(values)
      update((plan) => ({ ...plan, aidDates: [...plan.aidDates, created] }))
      setAdded((count) => count + 1)
      notices.notify('aid', 'Added the date to your financial aid dates.')
    } catch (error) {
      setAddError(describeError(error))
    } finally {
      setAdding(false)
    }
  }

  const remove = async (item: AidItem) => {
    try {
      await data.planner.removeAidDate(item.id)
      update((plan) => ({ ...plan, aidDates: plan.aidDates.filter((aid) => aid.id !== item.id) }))
      notices.notify('aid', `Removed “${item.title}”.`)
    } catch (error) {
      notices.notify('aid', `“${item.title}” was not removed. ${describeError(error)}`, 'error')
    }
  }

  return {
    adding,
    addError,
    added,
    onToggle: (item: AidItem, done: boolean) => void toggle(item, done),
    onAdd: (values: NewAidDate) => void add(values),
    onRemove: (item: AidItem) => void remove(item),
  }
}

/** Recommenders: add or edit in a panel, remove. */
export function useRecommenders(deps: SectionDeps) {
  const { data, update, notices } = deps
  /** The panel: 'new' adding, or the recommender being edited. */
  const form = usePanel<Recommender | 'new'>(deps, 'recommenders')
  const [removing, setRemoving] = useState<string[]>([])
  const { panel } = form

  const save = (draft: RecommenderDraft) =>
    form.submit(async () => {
      if (!panel) return ''
      const saved =
        panel === 'new'
          ? await data.planner.addRecommender(draft)
          : await data.planner.updateRecommender(panel.id, draft)
      update((plan) => ({ ...plan, recommenders: replaceById(plan.recommenders, saved) }))
      return panel === 'new' ? `Added ${saved.name}.` : `Saved ${saved.name}.`
    })

  const remove = async (person: Recommender) => {
    setRemoving((ids) => [...ids, person.id])
    try {
      await data.planner.removeRecommender(person.id)
      update((plan) => ({
        ...plan,
        recommenders: plan.recommenders.filter((other) => other.id !== person.id),
      }))
      notices.notify('recommenders', `Removed ${person.name}.`)
    } catch (error) {
      notices.notify(
        'recommenders',
        `${person.name} was not removed. ${describeError(error)}`,
        'error',
      )
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== person.id))
    }
  }

  return {
    panel,
    saving: form.saving,
    failure: form.failure,
    removing,
    onAdd: () => form.open('new'),
    onEdit: (person: Recommender) => form.open(person),
    onCancel: form.close,
    onSave: (draft: RecommenderDraft) => void save(draft),
    onRemove: (person: Recommender) => void remove(person),
  }
}

/** The calendar feed: make, replace or revoke the link; copy it. */
export function useCalendarFeed({ data, update, places }: SectionDeps) {
  const [status, setStatus] = useState<'idle' | 'creating' | 'revoking'>('idle')
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [error, setError] = useState<string | null>(null)

  const run = async (
    next: 'creating' | 'revoking',
    write: () => Promise<string | null>,
  ): Promise<void> => {
    setStatus(next)
    setError(null)
    setCopyState('idle')
    try {
      const calendarUrl = await write()
      update((plan) => ({ ...plan, calendarUrl }))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setStatus('idle')
      // The panel now shows another state: its heading leads into it.
      places.focus('calendar')
    }
  }

  return {
    status,
    copyState,
    error,
    onCreate: () => void run('creating', () => data.planner.createCalendarFeed()),
    onRevoke: () =>
      void run('revoking', async () => {
        await data.planner.revokeCalendarFeed()
        return null
      }),
    onCopy: (url: string) => {
      // Clipboard access can be refused (no permission, an old browser): the view then says
      // to copy the selected link by hand.
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
      if (!clipboard) {
        setCopyState('failed')
        return
      }
      clipboard.writeText(url).then(
        () => setCopyState('copied'),
        () => setCopyState('failed'),
      )
    },
  }
}

/** Time zone and reminders: a summary, and the form in a panel. */
export function useSettingsPanel(
  deps: SectionDeps,
  /** The zone stored now. */
  timezone: string,
) {
  const { data, update } = deps
  const form = usePanel<true>(deps, 'settings')

  const save = (values: ReminderValues) =>
    form.submit(async () => {
      const settings = await data.planner.saveSettings(values)
      update((current) => ({ ...current, settings }))
      if (settings.timezone === timezone) return 'Saved your time zone and reminders.'
      // Deadlines in the student's zone moved with it on the server: read them again.
      try {
        const fresh = await data.planner.load()
        update((current) => ({ ...current, ...fresh, settings }))
        return 'Saved your time zone and reminders.'
      } catch {
        return 'Saved your time zone and reminders. Reload the page to see your deadlines in the new time zone.'
      }
    })

  return {
    open: form.panel === true,
    saving: form.saving,
    failure: form.failure,
    onOpen: () => form.open(true),
    onCancel: form.close,
    onSave: (values: ReminderValues) => void save(values),
  }
}
