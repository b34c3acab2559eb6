import { useId, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { dayNumber, formatIsoDate, type IsoDate } from '../../logic/planner/calendar-date.ts'
import type { Application, PlanTask } from '../../logic/planner/model.ts'
import { validateTask, type TaskValues } from '../../logic/planner/validation.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { controlClass, FormField } from '../FormField/FormField.tsx'
import styles from './TaskList.module.css'

export type NewTask = TaskValues & { application: string }

export type TaskListProps = ComponentPropsWithoutRef<'section'> & {
  /** Every task: the plan's steps and the student's own. */
  tasks: readonly PlanTask[]
  /** The student's applications, to name each task's school and to attach a new task. */
  applications: readonly Pick<Application, 'id' | 'school'>[]
  /** The student's date today: what is late. */
  today: IsoDate
  /** Per task: a change on its way to the server, or one that failed (the box shows the wish). */
  taskStates?: Readonly<Record<string, 'saving' | 'failed'>>
  /** idle: the add form is ready; saving: the new task is on its way. */
  addStatus?: 'idle' | 'saving'
  /** Why the last add failed; what was typed is kept. */
  addError?: string | null
  onToggle?: (task: PlanTask, done: boolean) => void
  onAdd?: (task: NewTask) => void
  onRemove?: (task: PlanTask) => void
}

function order(a: PlanTask, b: PlanTask): number {
  if (a.due === '' || b.due === '') return a.due === b.due ? a.title.localeCompare(b.title) : a.due === '' ? 1 : -1
  return dayNumber(a.due) - dayNumber(b.due) || a.title.localeCompare(b.title)
}

/** The plan's tasks with their dates, done or not, and the student's own tasks. */
export function TaskList({
  tasks,
  applications,
  today,
  taskStates = {},
  addStatus = 'idle',
  addError = null,
  onToggle,
  onAdd,
  onRemove,
  className,
  ...rest
}: TaskListProps) {
  const headingId = useId()
  const [draft, setDraft] = useState<NewTask>({ title: '', due: '', application: '' })
  const [errors, setErrors] = useState<FieldErrors<keyof TaskValues>>({})
  const schoolOf = new Map(applications.map((app) => [app.id, app.school.name]))
  const open = tasks.filter((task) => !task.done).sort(order)
  const done = tasks.filter((task) => task.done).sort(order)
  const adding = addStatus === 'saving'

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateTask(draft)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onAdd?.({ ...draft, title: draft.title.trim() })
  }

  const row = (task: PlanTask) => {
    const state = taskStates[task.id]
    const late = !task.done && task.due !== '' && dayNumber(task.due) < dayNumber(today)
    const school = schoolOf.get(task.application)
    return (
      <li key={task.id} className={styles.task} data-late={late} data-state={state ?? 'idle'}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={task.done}
            disabled={state === 'saving'}
            onChange={(event) => onToggle?.(task, event.target.checked)}
          />
          <span className={styles.title}>{task.title}</span>
        </label>
        <span className={styles.meta}>
          {task.due === '' ? 'Date follows the deadline' : `${late ? 'Late: was due' : 'Due'} ${formatIsoDate(task.due)}`}
          {school && task.kind === 'custom' ? ` · ${school}` : ''}
          {task.kind === 'custom' ? ' · your task' : ''}
        </span>
        {state === 'failed' ? (
          <span className={styles.failed} role="alert">
            Not saved: try again.
          </span>
        ) : null}
        {task.kind === 'custom' && onRemove ? (
          <Button variant="ghost" onClick={() => onRemove(task)} disabled={state === 'saving'}>
            Remove <span className="visually-hidden">{task.title}</span>
          </Button>
        ) : null}
      </li>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.heading}>
        Tasks
      </h2>
      {open.length === 0 && done.length === 0 ? (
        <p className={styles.empty}>No tasks yet: each application adds its steps, dated back from its deadline.</p>
      ) : null}
      {open.length > 0 ? (
        <ul aria-label="To do" className={styles.list}>
          {open.map(row)}
        </ul>
      ) : null}
      {done.length > 0 ? (
        <details className={styles.done}>
          <summary>Done ({done.length})</summary>
          <ul aria-label="Done" className={styles.list}>
            {done.map(row)}
          </ul>
        </details>
      ) : null}

      {onAdd ? (
        <form noValidate aria-label="Add a task" className={styles.add} onSubmit={submit}>
          {addError ? <Banner variant="error">{addError}</Banner> : null}
          <div className={styles.fields}>
            <FormField label="Task" error={errors.title}>
              {(control) => (
                <input
                  {...control}
                  name="title"
                  maxLength={200}
                  className={controlClass}
                  value={draft.title}
                  onChange={(e) => {
                    setDraft({ ...draft, title: e.target.value })
                    setErrors({ ...errors, title: undefined })
                  }}
                />
              )}
            </FormField>
            <FormField label="Due" error={errors.due}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="due"
                  min="2000-01-01"
                  max="2099-12-31"
                  className={controlClass}
                  value={draft.due}
                  onChange={(e) => {
                    setDraft({ ...draft, due: e.target.value })
                    setErrors({ ...errors, due: undefined })
                  }}
                />
              )}
            </FormField>
            <FormField label="For">
              {(control) => (
                <select
                  {...control}
                  name="application"
                  className={controlClass}
                  value={draft.application}
                  onChange={(e) => setDraft({ ...draft, application: e.target.value })}
                >
                  <option value="">No particular school</option>
                  {applications.map((app) => (
                    <option key={app.id} value={app.id}>
                      {app.school.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <Button type="submit" disabled={adding}>
            {adding ? 'Adding...' : 'Add task'}
          </Button>
        </form>
      ) : null}
    </section>
  )
}
