import { useState } from 'react'
import { TaskList } from '../../components/TaskList/TaskList.tsx'
import { describeError } from '../../data/errors.ts'
import type { NewTask, PlanTask } from '../../logic/planner/model.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, useAddForm } from './use-panel.ts'

/** Tasks: tick off (shown at once, put back if the server refuses), add own, remove own. */
export function useTasks({ data, update, places }: PanelProps) {
  const notices = useNotices<'tasks'>(places)
  const [states, setStates] = useState<Record<string, 'saving' | 'failed'>>({})
  const form = useAddForm((text) => notices.notify('tasks', text))

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

  const add = (task: NewTask) =>
    form.add(async () => {
      const created = await data.planner.addTask(task)
      put(created)
      return `Added “${created.title}” to your tasks.`
    })

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
    notices,
    states,
    adding: form.adding,
    addError: form.addError,
    added: form.added,
    onToggle: (task: PlanTask, done: boolean) => void toggle(task, done),
    onAdd: (task: NewTask) => void add(task),
    onRemove: (task: PlanTask) => void remove(task),
  }
}

/** The tasks section: the plan's steps and the student's own, ticked off here. */
export function TasksPanel(props: PanelProps) {
  const { plan, places, today } = props
  const tasks = useTasks(props)
  return (
    <Place places={places} name="tasks">
      <TaskList
        key={`tasks:${String(tasks.added)}`}
        tasks={plan.tasks}
        applications={plan.applications}
        today={today}
        taskStates={tasks.states}
        addStatus={tasks.adding ? 'saving' : 'idle'}
        addError={tasks.addError}
        notice={<NoticeSlot name="tasks" notices={tasks.notices} places={places} />}
        onToggle={tasks.onToggle}
        onAdd={tasks.onAdd}
        onRemove={tasks.onRemove}
      />
    </Place>
  )
}
