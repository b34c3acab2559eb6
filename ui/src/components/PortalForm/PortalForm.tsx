import { useId, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { PORTAL_FACTS } from '../../logic/admissions/portal-facts.ts'
import { formatIsoDate, type IsoDate } from '../../logic/planner/calendar-date.ts'
import {
  RECOMMENDATION_PREFIX,
  type ItemState,
  type Portal,
  type PortalItem,
  type PortalValues,
  type ReceivedState,
} from '../../logic/planner/portal.ts'
import {
  normalizePortal,
  validatePortal,
  type PortalField,
} from '../../logic/planner/portal-checks.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { SourcedFacts } from '../SourcedFacts/SourcedFacts.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './PortalForm.module.css'

export type PortalFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The school whose portal this is; it names the form. */
  schoolName: string
  applicationId: string
  /** The checklist as it stands (logic/planner/portal.ts portalItems). */
  items: readonly PortalItem[]
  /** The stored portal when there is one. */
  initialValues?: Pick<Portal, 'url' | 'login_email' | 'checked_on'> | undefined
  /** The student's date today: a save with "I checked it today" records it. */
  today: IsoDate
  status?: 'idle' | 'saving'
  serverError?: string | null
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: PortalValues) => void
  onCancel?: () => void
}

type Draft = {
  url: string
  login_email: string
  states: Record<string, ItemState>
  /** "I checked it today": the save records today as the last look. */
  checkedToday: boolean
}

const CHOICES: readonly { value: ItemState; label: string }[] = [
  { value: 'awaiting', label: 'Not shown yet' },
  { value: 'received', label: 'Received' },
  { value: 'not_needed', label: 'Not needed' },
]

/** One item of the checklist: its three states as radio buttons under its name. */
function ItemChoice({
  item,
  state,
  onChange,
}: {
  item: PortalItem
  state: ItemState
  onChange: (state: ItemState) => void
}) {
  const name = useId()
  return (
    <fieldset className={styles.item} data-state={state}>
      <legend className={styles.itemName}>{item.label}</legend>
      <div className={styles.choices}>
        {CHOICES.filter((choice) => item.optional || choice.value !== 'not_needed').map(
          (choice) => (
            <Checkbox
              key={choice.value}
              type="radio"
              name={name}
              checked={state === choice.value}
              onChange={() => onChange(choice.value)}
              label={choice.label}
            />
          ),
        )}
      </div>
    </fieldset>
  )
}

/**
 * An application's portal: its address, the e-mail the student signs in with (never a password:
 * the form says so and has no field for one), and what the portal shows as received, item by
 * item, with "I checked it today" recording the look.
 */
export function PortalForm({
  schoolName,
  applicationId,
  items,
  initialValues,
  today,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: PortalFormProps) {
  const { draft, setErrors, set, text, errorOf } = useDraft<Draft, PortalField>(
    () => ({
      url: initialValues?.url ?? '',
      login_email: initialValues?.login_email ?? '',
      states: Object.fromEntries(items.map((item) => [item.key, item.state])),
      checkedToday: true,
    }),
    serverFieldErrors,
  )
  const checked = initialValues?.checked_on ?? ''
  const itemsError = errorOf('items')

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const received: Record<string, ReceivedState> = {}
    // Only the items shown: a letter of a recommender no longer on this application drops out.
    for (const item of items) {
      const state = draft.states[item.key] ?? 'awaiting'
      if (state !== 'awaiting') received[item.key] = state
    }
    const values = normalizePortal({
      application: applicationId,
      url: draft.url,
      login_email: draft.login_email,
      items: received,
      checked_on: draft.checkedToday ? today : checked,
    })
    const letters = items
      .filter((item) => item.key.startsWith(RECOMMENDATION_PREFIX))
      .map((item) => item.key.slice(RECOMMENDATION_PREFIX.length))
    if (passesChecks(event, validatePortal(values, today, letters), setErrors)) onSave?.(values)
  }

  return (
    <EditForm
      aria-label={`Portal for ${schoolName}`}
      heading={<h3 className={styles.title}>{schoolName}: the applicant portal</h3>}
      submitLabel="Save the portal checklist"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <p className={styles.never}>
        The planner keeps the portal&apos;s address and the e-mail you sign in with, never your
        password: there is no place for it here. Keep it in a password manager.
      </p>
      <div className={styles.row}>
        <TextField
          label="Portal address"
          hint="The link in the school's invitation, starting with https://."
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder="https://"
          {...text('url')}
        />
        <TextField
          label="Login e-mail"
          hint="The address you sign in to this portal with."
          type="email"
          autoComplete="off"
          maxLength={254}
          {...text('login_email')}
        />
      </div>
      <fieldset
        className={styles.group}
        aria-describedby={itemsError ? `${applicationId}-items-error` : undefined}
      >
        <legend className={styles.legend}>What the portal shows as received</legend>
        {items.map((item) => (
          <ItemChoice
            key={item.key}
            item={item}
            state={draft.states[item.key] ?? 'awaiting'}
            onChange={(state) => set({ states: { ...draft.states, [item.key]: state } })}
          />
        ))}
        {itemsError ? (
          <p id={`${applicationId}-items-error`} className={styles.error}>
            {itemsError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Checkbox
          name="checked_on"
          checked={draft.checkedToday}
          onChange={(event) => set({ checkedToday: event.target.checked })}
          label="I checked the portal today"
        />
        <p className={styles.note}>
          {checked === '' ? 'Not checked yet.' : `Last checked ${formatIsoDate(checked)}.`}
          {errorOf('checked_on') ? ` ${errorOf('checked_on') ?? ''}` : ''}
        </p>
      </div>
      <SourcedFacts summary="What to know about portals" facts={PORTAL_FACTS} />
    </EditForm>
  )
}
