import { useState } from 'react'
import { RecommenderList } from '../../components/RecommenderList/RecommenderList.tsx'
import { describeError } from '../../data/errors.ts'
import type { Recommender, RecommenderDraft } from '../../logic/planner/model.ts'
import { recommenderWarnings } from '../../logic/planner/recommenders.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import { RecommenderForm } from '../../components/RecommenderForm/RecommenderForm.tsx'
import { usePackets } from './Packets.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, usePanel } from './use-panel.ts'

/** Recommenders: add or edit in a panel, remove. */
export function useRecommenders({ data, update, places }: PanelProps) {
  const notices = useNotices<'recommenders'>(places)
  /** The panel: 'new' adding, or the recommender being edited. */
  const form = usePanel<Recommender | 'new', 'recommenders'>(notices, places, 'recommenders')
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
    notices,
    panel,
    /** The open form's save state and handlers. */
    formProps: {
      ...form.saveStatus,
      onSave: (draft: RecommenderDraft) => void save(draft),
      onCancel: form.close,
    },
    removing,
    onAdd: () => form.open('new'),
    onEdit: (person: Recommender) => form.open(person),
    onRemove: (person: Recommender) => void remove(person),
  }
}

/** The recommenders section: who writes which letters, lead-time warnings, and a form. */
export function RecommendersPanel(props: PanelProps) {
  const { plan, places, today } = props
  const recommenders = useRecommenders(props)
  const packets = usePackets(props)
  const editing = recommenders.panel
  const form = editing ? (
    <Place places={places} name="recommenders-panel">
      <RecommenderForm
        key={editing === 'new' ? 'new' : editing.id}
        heading={editing === 'new' ? 'Add a recommender' : `Edit ${editing.name}`}
        {...(editing === 'new' ? {} : { initialValues: editing })}
        applications={plan.applications}
        today={today}
        {...recommenders.formProps}
      />
    </Place>
  ) : null
  return (
    <Place places={places} name="recommenders">
      <RecommenderList
        recommenders={plan.recommenders}
        applications={plan.applications}
        warnings={recommenderWarnings(plan.recommenders, plan.applications, today)}
        removing={recommenders.removing}
        notice={<NoticeSlot name="recommenders" notices={recommenders.notices} places={places} />}
        panel={
          <>
            {form}
            {packets.panel}
          </>
        }
        onPacket={packets.open}
        onAdd={recommenders.onAdd}
        onEdit={recommenders.onEdit}
        onRemove={recommenders.onRemove}
      />
    </Place>
  )
}
