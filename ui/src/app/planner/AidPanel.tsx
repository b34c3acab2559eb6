import { AidDateList } from '../../components/AidDateList/AidDateList.tsx'
import { describeError } from '../../data/errors.ts'
import { aidTimeline, type AidItem } from '../../logic/planner/aid.ts'
import type { NewAidDate } from '../../logic/planner/model.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, useAddForm } from './use-panel.ts'

/** Aid dates: tick off, add, remove (estimates are the planner's, not stored). */
export function useAidDates({ data, update, places }: PanelProps) {
  const notices = useNotices<'aid'>(places)
  const form = useAddForm((text) => notices.notify('aid', text))

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

  const add = (values: NewAidDate) =>
    form.add(async () => {
      const created = await data.planner.addAidDate(values)
      update((plan) => ({ ...plan, aidDates: [...plan.aidDates, created] }))
      return 'Added the date to your financial aid dates.'
    })

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
    notices,
    adding: form.adding,
    addError: form.addError,
    added: form.added,
    onToggle: (item: AidItem, done: boolean) => void toggle(item, done),
    onAdd: (values: NewAidDate) => void add(values),
    onRemove: (item: AidItem) => void remove(item),
  }
}

/** The financial aid section: the FAFSA estimate, CSS Profile reminders and the student's dates. */
export function AidPanel(props: PanelProps) {
  const { plan, places, today } = props
  const aid = useAidDates(props)
  return (
    <Place places={places} name="aid">
      <AidDateList
        key={`aid:${String(aid.added)}`}
        items={aidTimeline(plan.aidDates, plan.applications, today)}
        applications={plan.applications}
        addStatus={aid.adding ? 'saving' : 'idle'}
        addError={aid.addError}
        notice={<NoticeSlot name="aid" notices={aid.notices} places={places} />}
        onToggle={aid.onToggle}
        onAdd={aid.onAdd}
        onRemove={aid.onRemove}
      />
    </Place>
  )
}
