import type { Essay, EssayFields, EssayPatch } from '../../logic/essays/essay.ts'
import type { EssayApplication } from '../../logic/essays/library.ts'
import type { ServerCopy } from '../../logic/essays/save-machine.ts'
import type { VersionSummary } from '../../logic/essays/versions.ts'
import { attempt } from '../errors.ts'
import type {
  EssaysRecord,
  EssayVersionsRecord,
  PlannerSettingsRecord,
} from '../pocketbase-types.ts'
import {
  essayRecordFields,
  isoInstant,
  toEssay,
  toEssayApplication,
  toScholarshipTarget,
  toVersionSummary,
  type EssayApplicationRecord,
  type ScholarshipTargetRecord,
} from '../essay-records.ts'
import { reading, writing, type VerbContext } from './context.ts'

/** What a save sends: the route's body (docs/adr/0046-essay-saves-and-versions.md). */
export type EssaySaveRequest = {
  baseRevision: number
  text: string
  /** This device's id. */
  device: string
  /** The same id for a retry of the same text. */
  saveId: string
  /** The device's edit count when it sent the text. */
  seq: number
  /** Names the version this save keeps. */
  name?: string
}

/**
 * The server's answer: saved (with how long it took, which paces the next saves), or a conflict
 * with the server's copy. Anything else (offline, a timeout, a 429 or 5xx) rejects as a
 * `DataError`, which the save machine takes as a failed save to try again.
 */
export type EssaySaveAnswer =
  | { kind: 'saved'; revision: number; updated: string; versionId: string | null; tookMs: number }
  | { kind: 'conflict'; current: ServerCopy }

/** The library: every essay, with the applications each is for, and the student's applications. */
export type EssayLibraryData = { essays: Essay[]; applications: EssayApplication[] }

const ESSAY_FIELDS = [
  'id',
  'kind',
  'platform',
  'title',
  'prompt',
  'limit_unit',
  'limit_max',
  'limit_min',
  'category',
  'group_id',
  'group_label',
  'group_choose',
  'status',
  'text',
  'revision',
  'device',
  'last_seq',
  'updated',
  'applications',
  'scholarship',
  'guard_phrases',
].join(',')

const APPLICATION_FIELDS = [
  'id',
  'platform',
  'deadline_at',
  'deadline_zone_rule',
  'deadline_zone',
  'expand.university.unitid',
  'expand.university.name',
  'expand.university.city',
  'expand.university.state',
].join(',')

const VERSION_FIELDS = 'id,essay,revision,name,reason,created'

/** The 409 body of the save route: the server's copy, read field by field. */
function conflictCopy(error: unknown): ServerCopy | null {
  if (error === null || typeof error !== 'object') return null
  const { status, response } = error as { status?: unknown; response?: unknown }
  if (status !== 409 || response === null || typeof response !== 'object') return null
  const current = (response as { current?: unknown }).current
  if (current === null || typeof current !== 'object') return null
  const copy = current as Record<string, unknown>
  if (typeof copy.revision !== 'number' || typeof copy.text !== 'string') return null
  return {
    revision: copy.revision,
    text: copy.text,
    updated: typeof copy.updated === 'string' ? isoInstant(copy.updated) : '',
    ...(typeof copy.device === 'string' ? { device: copy.device } : {}),
    ...(typeof copy.lastSeq === 'number' ? { lastSeq: copy.lastSeq } : {}),
  }
}

export function essayVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const essays = () => pb.collection<EssaysRecord>('essays')
  const versions = () => pb.collection<EssayVersionsRecord>('essay_versions')

  /**
   * The student's planner zone, which their own deadlines follow (null before they chose one):
   * read once for the page, alongside the first read of the applications.
   */
  let zone: Promise<string | null> | null = null
  const studentZone = (): Promise<string | null> => {
    zone ??= pb
      .collection<PlannerSettingsRecord>('planner_settings')
      .getFullList({
        ...reading(),
        filter: pb.filter('user = {:user}', { user: ctx.userId() }),
        fields: 'timezone',
      })
      .then(
        (found) => {
          const timezone = found[0]?.timezone
          return timezone === undefined || timezone === '' ? null : timezone
        },
        (error: unknown) => {
          zone = null
          throw error
        },
      )
    return zone
  }

  const applications = async (): Promise<EssayApplication[]> => {
    const [records, inZone, awards] = await Promise.all([
      pb.collection<EssayApplicationRecord>('applications').getFullList({
        ...reading(),
        filter: pb.filter('user = {:user}', { user: ctx.userId() }),
        sort: 'deadline_at,created',
        expand: 'university',
        fields: APPLICATION_FIELDS,
      }),
      studentZone(),
      // Scholarships are targets too (issue 26): their sponsor is the essay's "school".
      pb.collection<ScholarshipTargetRecord>('scholarships').getFullList({
        ...reading(),
        filter: pb.filter('user = {:user}', { user: ctx.userId() }),
        sort: 'deadline_at,created',
        fields: 'id,sponsor,deadline_at,deadline_zone_rule,deadline_zone',
      }),
    ])
    return [
      ...records.map((record) => toEssayApplication(record, inZone)),
      ...awards.map((record) => toScholarshipTarget(record, inZone)),
    ]
  }

  /** A written record with its applications resolved (read alongside the write). */
  const withLinks = async (write: Promise<EssaysRecord>): Promise<Essay> => {
    const [record, all] = await Promise.all([write, applications()])
    return toEssay(record, all)
  }

  return {
    /** Every essay of the student, oldest first, and their applications (for deadlines and links). */
    library: (): Promise<EssayLibraryData> =>
      attempt(async () => {
        const [records, all] = await Promise.all([
          essays().getFullList({
            ...reading(),
            filter: pb.filter('user = {:user}', { user: ctx.userId() }),
            sort: 'created',
            fields: ESSAY_FIELDS,
          }),
          applications(),
        ])
        return { essays: records.map((record) => toEssay(record, all)), applications: all }
      }),
    /** The student's applications as essays see them (school, deadline, platform). */
    applications: (): Promise<EssayApplication[]> => attempt(applications),
    /** One essay as the server holds it now. */
    get: (essayId: string): Promise<Essay> =>
      attempt(() => withLinks(essays().getOne(essayId, { ...reading(), fields: ESSAY_FIELDS }))),
    /**
     * A new essay, empty at revision 0 (text arrives through `save`). `invalid` names the field:
     * `platform` for a second personal statement of a platform, `applications` for one that is
     * not the student's.
     */
    create: (fields: EssayFields): Promise<Essay> =>
      attempt(() =>
        withLinks(
          essays().create(
            { user: ctx.userId(), ...essayRecordFields(fields) },
            { ...writing(), fields: ESSAY_FIELDS },
          ),
        ),
      ),
    /** Changes an essay's fields; never its text, which moves only through `save`. */
    update: (essayId: string, patch: EssayPatch): Promise<Essay> =>
      attempt(() =>
        withLinks(
          essays().update(essayId, essayRecordFields(patch), {
            ...writing(),
            fields: ESSAY_FIELDS,
          }),
        ),
      ),
    /** Deletes an essay and its versions. */
    remove: (essayId: string): Promise<void> =>
      attempt(async () => {
        await essays().delete(essayId, writing())
      }),
    /** Sends the text from the revision it was based on: saved, or the other device's copy. */
    save: (essayId: string, request: EssaySaveRequest): Promise<EssaySaveAnswer> =>
      attempt(async () => {
        const started = Date.now()
        try {
          const body = await pb.send<{ revision: number; updated: string; versionId: string }>(
            `/api/essays/${encodeURIComponent(essayId)}/save`,
            { method: 'POST', body: request, ...writing() },
          )
          return {
            kind: 'saved' as const,
            revision: body.revision,
            updated: isoInstant(body.updated),
            versionId: body.versionId === '' ? null : body.versionId,
            tookMs: Date.now() - started,
          }
        } catch (error) {
          const current = conflictCopy(error)
          if (current) return { kind: 'conflict' as const, current }
          throw error
        }
      }),
    /** The essay's kept versions, newest first, without their texts. */
    versions: (essayId: string): Promise<VersionSummary[]> =>
      attempt(async () => {
        const records = await versions().getFullList({
          ...reading(),
          filter: pb.filter('essay = {:essay}', { essay: essayId }),
          sort: '-created,-revision',
          fields: VERSION_FIELDS,
        })
        return records.map(toVersionSummary)
      }),
    /** One version's text. */
    versionText: (versionId: string): Promise<string> =>
      attempt(
        async () => (await versions().getOne(versionId, { ...reading(), fields: 'text' })).text,
      ),
    /** Names (or renames) a version; its text never changes. */
    renameVersion: (versionId: string, name: string): Promise<VersionSummary> =>
      attempt(async () =>
        toVersionSummary(
          await versions().update(
            versionId,
            { name: name.trim() },
            { ...writing(), fields: VERSION_FIELDS },
          ),
        ),
      ),
  }
}
