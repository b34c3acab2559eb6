import { useState } from 'react'
import { EssayForm } from '../../components/EssayForm/EssayForm.tsx'
import { describeError, isDataError } from '../../data/errors.ts'
import type { Essay, EssayFields } from '../../logic/essays/essay.ts'
import { essayFieldsOf, formValuesOf, presetsFor } from '../../logic/essays/form.ts'
import type { Library } from './use-library.ts'

export type EssayPreset = Partial<EssayFields> & Pick<EssayFields, 'kind'>

export type CreateEssayProps = {
  library: Library
  /** What the new essay starts with: its kind, and its application when made from one. */
  preset: EssayPreset
  onCreated: (essay: Essay) => void
  onCancel: () => void
}

/** A new personal statement or supplement; a refusal keeps what was typed, with the reasons. */
export function CreateEssay({ library, preset, onCreated, onCancel }: CreateEssayProps) {
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{
    message: string
    fields: Record<string, string>
  } | null>(null)
  return (
    <EssayForm
      mode="create"
      initialValues={formValuesOf(preset)}
      applications={library.applications}
      presets={presetsFor(preset.kind)}
      takenPlatforms={library.essays.filter((e) => e.kind === 'personal').map((e) => e.platform)}
      status={saving ? 'saving' : 'idle'}
      serverError={failure?.message ?? null}
      serverFieldErrors={failure?.fields ?? {}}
      onSave={(values) => {
        setSaving(true)
        setFailure(null)
        library.create(essayFieldsOf(values)).then(onCreated, (error: unknown) => {
          setSaving(false)
          setFailure({
            message: `The essay was not created. ${describeError(error)}`,
            fields: isDataError(error) ? { ...error.fields } : {},
          })
        })
      }}
      onCancel={onCancel}
    />
  )
}
