import { useState, type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent } from 'react'
import { dayNumber, formatIsoDate, type IsoDate } from '../../logic/planner/calendar-date.ts'
import type { Application, NewTask, PlanTask } from '../../logic/planner/model.ts'
import { validateTask } from '../../logic/planner/list-checks.ts'
import { passesChecks } from '../checked-submit.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { InlineForm } from '../InlineForm/InlineForm.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { applicationOptions, SelectField } from '../SelectField/SelectField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './TaskList.module.css'

export type { NewTask }

// `onToggle` is ours (a task ticked), not the native toggle event.
export type TaskListProps = Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'onToggle'> & {
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
  /** A confirmation or error about the last change, under the list. */
  notice?: ReactNode
  onToggle?: (task: PlanTask, done: boolean) => void
  onAdd?: (task: NewTask) => void
  onRemove?: (task: PlanTask) => void
}

function order(a: PlanTask, b: PlanTask): number {
  if (a.due === '' || b.due === '')
    return a.due === b.due ? a.title.localeCompare(b.title) : a.due === '' ? 1 : -1
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
  notice,
  onToggle,
  onAdd,
  onRemove,
  ...rest
}: TaskListProps) {
  const { draft, setErrors, text, choice } = useDraft<NewTask>({
    title: '',
    due: '',
    application: '',
  })
  // A task ticked (or unticked) here stays in the list it was in until the page is opened again,
  // so the box keeps the keyboard's focus and the student sees what they just did.
  const [pinned, setPinned] = useState<Readonly<Record<string, 'open' | 'done'>>>({})
  const listOf = (task: PlanTask) => pinned[task.id] ?? (task.done ? 'done' : 'open')
  const schoolOf = new Map(applications.map((app) => [app.id, app.school.name]))
  const open = tasks.filter((task) => listOf(task) === 'open').sort(order)
  const done = tasks.filter((task) => listOf(task) === 'done').sort(order)

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (passesChecks(event, validateTask(draft), setErrors))
      onAdd?.({ ...draft, title: draft.title.trim() })
  }

  const row = (task: PlanTask) => {
    const state = taskStates[task.id]
    const late = !task.done && task.due !== '' && dayNumber(task.due) < dayNumber(today)
    const school = schoolOf.get(task.application)
    return (
      <li
        key={task.id}
        className={styles.task}
        data-late={late}
        data-done={task.done}
        data-state={state ?? 'idle'}
      >
        <Checkbox
          className={styles.check}
          checked={task.done}
          // Not `disabled`: a box that is ticked by keyboard keeps its focus while it saves.
          aria-disabled={state === 'saving' ? true : undefined}
          onChange={(event) => {
            if (state === 'saving') return
            setPinned((current) => ({ ...current, [task.id]: listOf(task) }))
            onToggle?.(task, event.target.checked)
          }}
          label={<span className={styles.title}>{task.title}</span>}
        />
        <span className={styles.meta}>
          {task.due === ''
            ? 'Date follows the deadline'
            : `${late ? 'Late: was due' : 'Due'} ${formatIsoDate(task.due)}`}
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
    <Section
      title="Tasks"
      empty={
        open.length === 0 && done.length === 0
          ? 'No tasks yet: each application adds its steps, dated back from its deadline.'
          : null
      }
      {...rest}
    >
      {open.length > 0 ? (
        <ul aria-label="To do" className={sectionListClass}>
          {open.map(row)}
        </ul>
      ) : null}
      {done.length > 0 ? (
        <details>
          <summary className={styles.toggle}>Done ({done.length})</summary>
          <ul aria-label="Done" className={sectionListClass}>
            {done.map(row)}
          </ul>
        </details>
      ) : null}
      {notice}

      {onAdd ? (
        <InlineForm
          aria-label="Add a task"
          submitLabel="Add task"
          busyLabel="Adding..."
          busy={addStatus === 'saving'}
          error={addError}
          onSubmit={submit}
        >
          <TextField label="Task" {...text('title')} maxLength={200} />
          <PlannerDateField label="Due" {...text('due')} />
          <SelectField
            label="For"
            {...choice('application')}
            options={applicationOptions(applications)}
            emptyLabel="No particular school"
          />
        </InlineForm>
      ) : null}
    </Section>
  )
}
