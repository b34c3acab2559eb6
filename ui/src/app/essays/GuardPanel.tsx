import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { NameGuardFindings } from '../../components/NameGuardFindings/NameGuardFindings.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { describeError } from '../../data/errors.ts'
import type { Essay } from '../../logic/essays/essay.ts'
import { leftoverGuards, leftoverHits } from '../../logic/essays/leftovers.ts'
import { guardTargets, uniqueSchools, type EssayApplication } from '../../logic/essays/library.ts'
import { addPhrase } from '../../logic/essays/phrases.ts'
import { withReviewedShortNames, type GuardSchool } from '../../logic/essays/school-terms.ts'
import { reviewedShortNames } from './short-names.ts'

export type GuardPanelProps = {
  data: DataClient
  essay: Essay
  /** The text as it stands in the editor (this device's, saved or not). */
  text: string
  applications: readonly EssayApplication[]
  /** Stores the essay's phrases; rejects when the server refuses them. */
  onPhrasesChange: (phrases: string[]) => Promise<unknown>
  /** Marks the essay final; rejects when that fails. */
  onMarkFinal: () => Promise<unknown>
  onBack: () => void
}

type Schools = { catalogue: GuardSchool[]; studentList: GuardSchool[] }

const place = (school: { unitid?: number; name: string; city: string; state: string }) => ({
  ...(school.unitid !== undefined ? { unitid: school.unitid } : {}),
  name: school.name,
  city: school.city,
  state: school.state,
})

/**
 * The name guard before "final": every other school's name, short name and city from the
 * catalogue projection the page may already hold, the reviewed short names, the student's list
 * and applications, and the essay's own phrases; each hit shown in context.
 */
export function GuardPanel({
  data,
  essay,
  text,
  applications,
  onPhrasesChange,
  onMarkFinal,
  onBack,
}: GuardPanelProps) {
  const [schools, setSchools] = useState<Schools | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [phrases, setPhrases] = useState<string[]>(essay.guardPhrases)
  const [phraseDraft, setPhraseDraft] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [marking, setMarking] = useState(false)

  useEffect(() => {
    let active = true
    Promise.all([
      data.universities.matchingCatalogue(),
      data.list.items().catch(() => []),
      reviewedShortNames(),
    ]).then(
      ([catalogue, list, reviewed]) => {
        if (!active) return
        setSchools({
          catalogue: withReviewedShortNames(catalogue.map(place), reviewed),
          studentList: withReviewedShortNames(
            uniqueSchools([
              ...list.map((entry) => place(entry.university)),
              ...applications.map((a) => a.school),
            ]),
            reviewed,
          ),
        })
        setFailed(false)
      },
      () => {
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [data, applications, attempt])

  const targets = useMemo(() => guardTargets(essay, applications), [essay, applications])
  const guards = useMemo(
    () =>
      schools
        ? leftoverGuards(withReviewedTargets(targets, schools.catalogue, { ...schools, phrases }))
        : null,
    [schools, targets, phrases],
  )
  // Typing goes on while the findings show: they follow a deferred copy of the text.
  const checked = useDeferredValue(text)
  const hits = useMemo(() => (guards ? leftoverHits(guards, checked) : []), [guards, checked])

  const changePhrases = (next: string[]) => {
    const before = phrases
    setPhrases(next)
    onPhrasesChange(next).catch((error: unknown) => {
      setPhrases(before)
      setProblem(`The phrases were not saved. ${describeError(error)}`)
    })
  }

  if (failed) {
    return (
      <Banner
        variant="error"
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      >
        The list of schools to look for could not be loaded. Marking final needs it.
      </Banner>
    )
  }

  const names = targets.map((t) => t.name)
  return (
    <>
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <NameGuardFindings
        schoolName={
          names.length === 0
            ? null
            : names.length === 1
              ? (names[0] ?? '')
              : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`
        }
        state={schools ? 'ready' : 'checking'}
        hits={hits}
        phrases={phrases}
        phraseDraft={phraseDraft}
        acknowledged={acknowledged}
        onPhraseDraftChange={(draft) => {
          setPhraseDraft(draft)
          setProblem(null)
        }}
        onAddPhrase={() => {
          const added = addPhrase(phrases, phraseDraft)
          if (added.problem) {
            setProblem(added.problem)
            return
          }
          setPhraseDraft('')
          changePhrases(added.phrases)
        }}
        onRemovePhrase={(phrase) => changePhrases(phrases.filter((p) => p !== phrase))}
        onAcknowledgedChange={setAcknowledged}
        onMarkFinal={() => {
          if (marking) return
          setMarking(true)
          onMarkFinal().catch((error: unknown) => {
            setMarking(false)
            setProblem(`The essay was not marked final. ${describeError(error)}`)
          })
        }}
        onBack={onBack}
      />
    </>
  )
}

/** The targets with their reviewed short names, so "Penn" in an essay for Penn is no leftover. */
function withReviewedTargets(
  targets: readonly GuardSchool[],
  catalogue: readonly GuardSchool[],
  rest: { studentList: GuardSchool[]; phrases: string[] },
) {
  const reviewed = (target: GuardSchool) =>
    catalogue.find((school) =>
      target.unitid !== undefined ? school.unitid === target.unitid : school.name === target.name,
    ) ?? target
  return { ...rest, catalogue, targets: targets.map(reviewed) }
}
