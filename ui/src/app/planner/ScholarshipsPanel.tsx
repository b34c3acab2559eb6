import { useState } from 'react'
import { ScholarshipForm } from '../../components/ScholarshipForm/ScholarshipForm.tsx'
import { ScholarshipList } from '../../components/ScholarshipList/ScholarshipList.tsx'
import { describeError } from '../../data/errors.ts'
import {
  emptyScholarship,
  type Scholarship,
  type ScholarshipValues,
} from '../../logic/planner/scholarships.ts'
import { scholarshipEssaysHref } from '../essays/route.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, usePanel } from './use-panel.ts'

/** /planner#scholarships: add, edit and remove scholarships; their essays are in /essays. */
export function ScholarshipsPanel({ data, plan, update, places }: PanelProps) {
  const notices = useNotices<'scholarships'>(places)
  const form = usePanel<Scholarship | 'new', 'scholarships'>(notices, places, 'scholarships')
  const [removing, setRemoving] = useState<string[]>([])
  const editing = form.panel

  const save = (values: ScholarshipValues) =>
    form.submit(async () => {
      if (!editing) return ''
      const saved =
        editing === 'new'
          ? await data.planner.addScholarship(values)
          : await data.planner.updateScholarship(editing.id, values)
      update((current) => ({
        ...current,
        scholarships: replaceById(current.scholarships, saved),
      }))
      return editing === 'new' ? `Added ${saved.sponsor}.` : `Saved ${saved.sponsor}.`
    })

  const remove = async (scholarship: Scholarship) => {
    setRemoving((ids) => [...ids, scholarship.id])
    try {
      await data.planner.removeScholarship(scholarship.id)
      update((current) => ({
        ...current,
        scholarships: current.scholarships.filter((s) => s.id !== scholarship.id),
      }))
      notices.notify('scholarships', `Removed ${scholarship.sponsor}.`)
    } catch (error) {
      notices.notify(
        'scholarships',
        `${scholarship.sponsor} was not removed. ${describeError(error)}`,
        'error',
      )
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== scholarship.id))
    }
  }

  return (
    <Place places={places} name="scholarships">
      <ScholarshipList
        scholarships={plan.scholarships}
        applications={plan.applications}
        studentZone={plan.settings.timezone}
        removing={removing}
        notice={<NoticeSlot name="scholarships" notices={notices} places={places} />}
        panel={
          editing ? (
            <Place places={places} name="scholarships-panel">
              <ScholarshipForm
                key={editing === 'new' ? 'new' : editing.id}
                heading={editing === 'new' ? 'Add a scholarship' : `Edit ${editing.sponsor}`}
                initialValues={editing === 'new' ? emptyScholarship() : editing}
                applications={plan.applications}
                studentZone={plan.settings.timezone}
                {...form.saveStatus}
                onSave={(values) => void save(values)}
                onCancel={form.close}
              />
            </Place>
          ) : null
        }
        essaysHref={(s) => scholarshipEssaysHref(s.id)}
        onAdd={() => form.open('new')}
        onEdit={(s) => form.open(s)}
        onRemove={(s) => void remove(s)}
      />
    </Place>
  )
}
