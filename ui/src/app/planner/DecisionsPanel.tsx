import { useState } from 'react'
import { DecisionBoard } from '../../components/DecisionBoard/DecisionBoard.tsx'
import { DecisionForm, type DecisionValues } from '../../components/DecisionForm/DecisionForm.tsx'
import { DecisionSteps, type NewStep } from '../../components/DecisionSteps/DecisionSteps.tsx'
import { describeError } from '../../data/errors.ts'
import {
  decisionBoard,
  decisionDraft,
  enrolledAt,
  withdrawalChecklist,
  type BoardRow,
  type DecisionSubject,
} from '../../logic/planner/decisions.ts'
import { normalizeApplication } from '../../logic/planner/validation.ts'
import type { Application, PlanTask } from '../../logic/planner/model.ts'
import { routeHref } from '../essays/route.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, saveFailure, usePanel, type SaveFailure } from './use-panel.ts'

function subjectOf(app: Application): DecisionSubject {
  return {
    id: app.id,
    plan: app.plan,
    status: app.status,
    schoolName: app.school.name,
    decision: app.decision,
  }
}

/** The decision board's writes: a decision, a step, a withdrawal, "I've decided", a letter. */
function useDecisions({ data, plan, update, places }: PanelProps) {
  const notices = useNotices<'decisions'>(places)
  const form = usePanel<Application, 'decisions'>(notices, places, 'decisions')
  const [withdrawing, setWithdrawing] = useState<string[]>([])
  const [enrolling, setEnrolling] = useState(false)
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | null>(null)
  const [added, setAdded] = useState(0)
  const [drafting, setDrafting] = useState(false)

  const putApplication = (app: Application, tasks: PlanTask[] = []) =>
    update((current) => ({
      ...current,
      applications: replaceById(current.applications, app),
      tasks: tasks.reduce(replaceById, current.tasks),
    }))

  const save = (app: Application, values: DecisionValues) =>
    form.submit(async () => {
      let stored = app
      if (values.status !== app.status) {
        // The status is the application's own (its plan follows it); then what was recorded.
        const saved = await data.planner.updateApplication(
          app.id,
          normalizeApplication({ ...app, status: values.status }),
        )
        stored = saved.application
        putApplication(stored, saved.tasks)
      }
      const saved = await data.planner.saveDecision(app.id, values.decision)
      putApplication(saved.application, saved.tasks)
      return `Saved the decision from ${app.school.name}.`
    })

  const withdraw = async (id: string, withdrawn: boolean) => {
    const app = plan.applications.find((a) => a.id === id)
    if (!app) return
    setWithdrawing((ids) => [...ids, id])
    try {
      const saved = await data.planner.saveDecision(id, { ...app.decision, withdrawn })
      putApplication(saved.application)
      notices.notify(
        'decisions',
        withdrawn ? `Marked ${app.school.name} withdrawn.` : `${app.school.name} is open again.`,
      )
    } catch (error) {
      notices.notify('decisions', `Not saved. ${describeError(error)}`, 'error')
    } finally {
      setWithdrawing((ids) => ids.filter((other) => other !== id))
    }
  }

  const enroll = async (id: string) => {
    setEnrolling(true)
    try {
      await data.planner.enroll(id)
      const fresh = await data.planner.load()
      update((current) => ({ ...current, applications: fresh.applications, tasks: fresh.tasks }))
      const school = fresh.applications.find((a) => a.id === id)?.school.name ?? 'your school'
      notices.notify('decisions', `Congratulations: you are enrolling at ${school}.`)
    } catch (error) {
      notices.notify('decisions', `Not saved. ${describeError(error)}`, 'error')
    } finally {
      setEnrolling(false)
    }
  }

  const addStep = async (app: Application, step: NewStep) => {
    setAdding(true)
    setAddError(null)
    try {
      const task = await data.planner.addDecisionStep({ application: app.id, ...step })
      update((current) => ({ ...current, tasks: replaceById(current.tasks, task) }))
      setAdded((n) => n + 1)
      notices.notify('decisions', `Added “${task.title}” to your tasks.`)
    } catch (error) {
      setAddError(describeError(error))
    } finally {
      setAdding(false)
    }
  }

  const toggleStep = async (task: PlanTask, done: boolean) => {
    try {
      const saved = await data.planner.setTaskDone(task.id, done)
      update((current) => ({ ...current, tasks: replaceById(current.tasks, saved) }))
    } catch (error) {
      notices.notify('decisions', `“${task.title}” was not saved. ${describeError(error)}`, 'error')
    }
  }

  const [letterFailure, setLetterFailure] = useState<SaveFailure | null>(null)
  const draftLetter = async (app: Application) => {
    setDrafting(true)
    setLetterFailure(null)
    try {
      const essay = await data.planner.startContinuedInterestLetter(app.id, app.school.name)
      window.location.assign(routeHref({ essayId: essay, applicationId: null }))
    } catch (error) {
      setLetterFailure(saveFailure(error))
      setDrafting(false)
    }
  }

  return {
    notices,
    form,
    withdrawing,
    enrolling,
    adding,
    addError: addError ?? letterFailure?.message ?? null,
    added,
    drafting,
    save,
    withdraw,
    enroll,
    addStep,
    toggleStep,
    draftLetter,
  }
}

/** /planner#decisions: where every application stands, what follows, and "I've decided". */
export function DecisionsPanel(props: PanelProps) {
  const { plan, places } = props
  const decisions = useDecisions(props)
  const subjects = plan.applications.map(subjectOf)
  const board = decisionBoard(subjects, plan.tasks)
  const enrolled = enrolledAt(subjects)
  const editing = decisions.form.panel
  const open = editing ? (plan.applications.find((app) => app.id === editing.id) ?? editing) : null
  const pending = plan.applications.filter(
    (app) =>
      (app.status === 'deferred' || app.status === 'waitlisted') &&
      !app.decision.withdrawn &&
      !enrolled,
  )
  const record = (row: BoardRow) => {
    const app = plan.applications.find((a) => a.id === row.id)
    if (app) decisions.form.open(app)
  }

  return (
    <Place places={places} name="decisions">
      <DecisionBoard
        board={board}
        withdrawal={withdrawalChecklist(subjects)}
        enrolledAt={enrolled?.schoolName ?? null}
        enrollStatus={decisions.enrolling ? 'saving' : 'idle'}
        withdrawing={decisions.withdrawing}
        notice={<NoticeSlot name="decisions" notices={decisions.notices} places={places} />}
        panel={
          open ? (
            <Place places={places} name="decisions-panel">
              <DecisionForm
                key={open.id}
                schoolName={open.school.name}
                initialValues={{
                  status: open.status,
                  decision: decisionDraft(open.decision, open.status),
                }}
                {...decisions.form.saveStatus}
                onSave={(values) => void decisions.save(open, values)}
                onCancel={decisions.form.close}
              />
            </Place>
          ) : null
        }
        onRecord={record}
        onWithdrawn={(id, withdrawn) => void decisions.withdraw(id, withdrawn)}
        onEnroll={(id) => void decisions.enroll(id)}
      />
      {pending.map((app) => (
        <DecisionSteps
          key={`${app.id}:${String(decisions.added)}`}
          schoolName={app.school.name}
          status={app.status}
          loci={app.decision.loci}
          steps={plan.tasks.filter((t) => t.application === app.id && t.kind === 'decision')}
          addStatus={decisions.adding ? 'saving' : 'idle'}
          addError={decisions.addError}
          draftStatus={decisions.drafting ? 'saving' : 'idle'}
          onAdd={(step) => void decisions.addStep(app, step)}
          onToggle={(task, done) => void decisions.toggleStep(task, done)}
          onDraftLetter={() => void decisions.draftLetter(app)}
        />
      ))}
    </Place>
  )
}
