import {
  applicationEntriesOf,
  AWARD_FIELDS,
  ENTRY_FIELDS,
  outsideAwardOf,
  type AnalyticsEntries,
  type ApplicationEntries,
  type EntriesField,
} from '../../logic/analytics/entries.ts'
import { pickFields } from '../../logic/field-lists.ts'
import { attempt } from '../errors.ts'
import type {
  ApplicationsRecord,
  PlannerSettingsRecord,
  ScholarshipsRecord,
} from '../pocketbase-types.ts'
import { reading, writing, type VerbContext } from './context.ts'

const FIELDS = ['id', ...ENTRY_FIELDS].join(',')

type EntriesRecord = Pick<ApplicationsRecord, 'id' | EntriesField>

type AwardRecord = Pick<ScholarshipsRecord, 'id' | (typeof AWARD_FIELDS)[number]>

/** New planner settings when analytics is the first to need them: reminders off, as the planner makes them. */
const NEW_SETTINGS = {
  reminders_enabled: false,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
} as const

export function analyticsVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const applications = () => pb.collection<EntriesRecord>('applications')
  const settings = () => pb.collection<PlannerSettingsRecord>('planner_settings')
  const scholarships = () => pb.collection<AwardRecord>('scholarships')
  const mine = () => pb.filter('user = {:user}', { user: ctx.userId() })
  const findSettings = async () =>
    (await settings().getList(1, 1, { ...reading(), filter: mine(), fields: 'id,css_fee_waiver' }))
      .items[0] ?? null

  return {
    /** What the student entered for analytics on each application, and their CSS Profile waiver. */
    entries: (): Promise<AnalyticsEntries> =>
      attempt(async () => {
        const [records, found, awards] = await Promise.all([
          applications().getFullList({ ...reading(), filter: mine(), fields: FIELDS }),
          findSettings(),
          scholarships().getFullList({
            ...reading(),
            filter: pb.filter("user = {:user} && status = 'awarded'", { user: ctx.userId() }),
            fields: ['id', ...AWARD_FIELDS].join(','),
          }),
        ])
        return {
          applications: Object.fromEntries(records.map((r) => [r.id, applicationEntriesOf(r)])),
          cssFeeWaiver: found?.css_fee_waiver ?? false,
          outsideAwards: awards.flatMap((a) => outsideAwardOf(a.id, a) ?? []),
        }
      }),

    /**
     * Saves entries on one of the student's applications; only the fields given are sent.
     * `invalid` names the field (an amount out of range, aid above the cost of attendance).
     */
    saveEntries: (
      applicationId: string,
      entries: Partial<ApplicationEntries>,
    ): Promise<ApplicationEntries> =>
      attempt(async () => {
        const body = pickFields(entries, ENTRY_FIELDS)
        return applicationEntriesOf(
          await applications().update(applicationId, body, { ...writing(), fields: FIELDS }),
        )
      }),

    /**
     * Keeps whether the student has a CSS Profile fee waiver. The waiver lives with the planner
     * settings; a student who has never opened the planner gets them made with `timezone` (the
     * device's), as the planner's first visit would.
     */
    setCssFeeWaiver: (waived: boolean, timezone: string): Promise<boolean> =>
      attempt(async () => {
        const found = await findSettings()
        const options = { ...writing(), fields: 'id,css_fee_waiver' }
        const saved = found
          ? await settings().update(found.id, { css_fee_waiver: waived }, options)
          : await settings().create(
              { user: ctx.userId(), timezone, ...NEW_SETTINGS, css_fee_waiver: waived },
              options,
            )
        return saved.css_fee_waiver
      }),
  }
}
