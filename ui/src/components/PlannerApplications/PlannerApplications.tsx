import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import type { Application } from '../../logic/planner/model.ts'
import { ApplicationCard } from '../ApplicationCard/ApplicationCard.tsx'
import { Button } from '../Button/Button.tsx'
import { InlineForm } from '../InlineForm/InlineForm.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import styles from './PlannerApplications.module.css'

/** A school on My List that has no application yet. */
export type PlannerCandidate = { id: string; name: string }

export type PlannerApplicationsProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  applications: readonly Application[]
  /** The student's zone, for deadlines and countdowns. */
  studentZone: string
  /** The time to count down from (ms). */
  now: number
  /** Schools on My List with no application yet, in My List's order. */
  candidates: readonly PlannerCandidate[]
  /** How many schools My List holds (none: the student is pointed to the catalogue first). */
  listCount: number
  /** Where the student adds schools to My List. */
  browseHref?: string
  /** Applications whose removal is under way. */
  removing?: readonly string[]
  /** A confirmation or error about the last change, above the list. */
  notice?: ReactNode
  /** The open application form, shown above the list. */
  panel?: ReactNode
  /** Plan an application for this school (a university id from `candidates`). */
  onStart?: (universityId: string) => void
  onEdit?: (application: Application) => void
  /** Called once the student has confirmed the removal. */
  onRemove?: (application: Application) => void
  /** The address of an application's essays, for its card's link. */
  essaysHref?: (application: Application) => string
  /** What follows "Submit" on an application's card (its portal and interview). */
  followUp?: (application: Application) => ReactNode
}

/** Asks before an application goes, with what goes with it; focus moves to the question. */
function ConfirmRemoval({
  application,
  onConfirm,
  onKeep,
}: {
  application: Application
  onConfirm: () => void
  onKeep: () => void
}) {
  const question = useRef<HTMLParagraphElement>(null)
  useEffect(() => question.current?.focus(), [])
  const name = application.school.name
  return (
    <div className={styles.confirm} role="group" aria-label={`Remove ${name}?`}>
      <p ref={question} tabIndex={-1} className={styles.question}>
        Remove your application to {name}? Its plan steps and aid dates go with it; your
        recommenders stay.
      </p>
      <div className={styles.actions}>
        <Button onClick={onConfirm}>Remove application</Button>
        <Button variant="ghost" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  )
}

/** The student's applications, and a way to plan one for each school on My List. */
export function PlannerApplications({
  applications,
  studentZone,
  now,
  candidates,
  listCount,
  browseHref = '/dashboard/?card=universities',
  removing = [],
  notice,
  panel,
  onStart,
  onEdit,
  onRemove,
  essaysHref,
  followUp,
  className,
  ...rest
}: PlannerApplicationsProps) {
  const [chosen, setChosen] = useState('')
  const [confirming, setConfirming] = useState<string | null>(null)
  const items = useRef(new Map<string, HTMLLIElement>())
  const choice = candidates.some((c) => c.id === chosen) ? chosen : (candidates[0]?.id ?? '')

  const start = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (choice !== '') onStart?.(choice)
  }
  const keep = (id: string) => {
    setConfirming(null)
    // Back to the card the question was about.
    const heading = items.current.get(id)?.querySelector<HTMLElement>('h3')
    heading?.setAttribute('tabindex', '-1')
    heading?.focus()
  }

  const browse = (
    <a href={browseHref} className={styles.browse}>
      Find schools for My List
    </a>
  )
  const empty =
    applications.length > 0
      ? null
      : listCount === 0
        ? 'Add schools to My List first: each one can become an application with its own deadline and plan.'
        : 'No applications yet: choose a school from My List to plan it.'

  return (
    <Section title="Applications" empty={empty} {...rest} className={className}>
      {notice}
      {panel}
      {applications.length > 0 ? (
        <ul className={sectionListClass} aria-label="Your applications">
          {applications.map((application) => (
            <li
              key={application.id}
              ref={(element) => {
                if (element) items.current.set(application.id, element)
                else items.current.delete(application.id)
              }}
              className={styles.item}
            >
              <ApplicationCard
                application={application}
                studentZone={studentZone}
                now={now}
                state={removing.includes(application.id) ? 'removing' : 'idle'}
                {...(onEdit ? { onEdit: () => onEdit(application) } : {})}
                {...(onRemove ? { onRemove: () => setConfirming(application.id) } : {})}
                {...(essaysHref ? { essaysHref: essaysHref(application) } : {})}
                followUp={followUp?.(application)}
              />
              {confirming === application.id ? (
                <ConfirmRemoval
                  application={application}
                  onConfirm={() => {
                    setConfirming(null)
                    onRemove?.(application)
                  }}
                  onKeep={() => keep(application.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {candidates.length > 0 && onStart ? (
        <InlineForm
          aria-label="Plan an application"
          submitLabel="Plan this application"
          busyLabel="Planning..."
          onSubmit={start}
        >
          <SelectField
            label="School from My List"
            name="school"
            options={candidates.map((c) => ({ value: c.id, label: c.name }))}
            value={choice}
            onChange={setChosen}
          />
        </InlineForm>
      ) : null}
      {listCount === 0 ? (
        browse
      ) : candidates.length === 0 ? (
        <p className={styles.note}>
          Every school on My List has an application. {browse} to plan more.
        </p>
      ) : null}
    </Section>
  )
}
