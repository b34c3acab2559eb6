// The essays domain of the in-memory data client: the server's rules (owner's applications, one
// personal statement per platform, phrase limits, the save route's revision rule and versions)
// kept in memory, for stories and component tests.
import type { DataClient } from '../data/data-client.ts'
import { DataError } from '../data/errors.ts'
import type { EssaySaveAnswer } from '../data/verbs/essays.ts'
import type { Essay, EssayFields, EssayPatch } from '../logic/essays/essay.ts'
import { withApplications, type EssayApplication } from '../logic/essays/library.ts'
import { phrasesProblem } from '../logic/essays/phrases.ts'
import { decideSave, EMPTY_HEAD, type EssayHead } from '../logic/essays/save-rule.ts'
import type { EssayVersion, VersionSummary } from '../logic/essays/versions.ts'

export type MemoryEssayOptions = {
  essays?: readonly Essay[]
  applications?: readonly EssayApplication[]
  versions?: readonly EssayVersion[]
}

/** What tests and stories can do to the fake server besides calling verbs. */
export type MemoryEssayServer = {
  /** Another device saves `text` on top of the head, as a second laptop would. */
  saveFromOtherDevice(essayId: string, text: string): void
  /** The server's copy of an essay now. */
  essay(essayId: string): Essay | undefined
  /** Every save request received, in order. */
  readonly saves: { essayId: string; text: string; name?: string }[]
}

type Stored = { essay: Essay; head: EssayHead }
type Settle = <T>(run: () => T | Promise<T>) => Promise<T>

const invalid = (field: string, message: string) =>
  new DataError('invalid', `Please check ${field}: ${message}`, { [field]: message })

export function createMemoryEssays(
  settle: Settle,
  options: MemoryEssayOptions = {},
): { verbs: DataClient['essays']; server: MemoryEssayServer } {
  const applications = [...(options.applications ?? [])]
  const stored = new Map<string, Stored>()
  for (const essay of options.essays ?? []) {
    stored.set(essay.id, {
      essay,
      head: {
        revision: essay.revision,
        text: essay.text,
        device: essay.device,
        deviceRunStart: essay.revision,
        lastSaveId: '',
        lastSeq: essay.lastSeq,
      },
    })
  }
  let versions: EssayVersion[] = [...(options.versions ?? [])]
  const saves: MemoryEssayServer['saves'] = []
  let nextId = 1
  let clock = Date.parse('2026-11-21T12:00:00.000Z')
  const now = () => new Date((clock += 1_000)).toISOString()

  const resolved = (essay: Essay): Essay => withApplications([essay], applications)[0] ?? essay
  const find = (essayId: string): Stored => {
    const found = stored.get(essayId)
    if (!found) throw new DataError('not-found', 'Not found.')
    return found
  }
  const check = (fields: EssayPatch & { kind?: Essay['kind'] }, except?: string) => {
    const phrases = fields.guardPhrases === undefined ? '' : phrasesProblem(fields.guardPhrases)
    if (phrases) throw invalid('guard_phrases', phrases)
    const unknown = (fields.applicationIds ?? []).some(
      (id) => !applications.some((application) => application.id === id),
    )
    if (unknown) throw invalid('applications', 'Choose one of your own applications.')
    // A scholarship essay's one target is a scholarship; a supplement's are applications.
    const targets = (fields.applicationIds ?? []).map((id) =>
      applications.find((application) => application.id === id),
    )
    if (fields.kind === 'scholarship' && (targets.length !== 1 || !targets[0]?.scholarship))
      throw invalid('scholarship', 'Choose the scholarship this essay is for.')
    if (fields.kind === 'supplement' && targets.some((target) => target?.scholarship))
      throw invalid('applications', 'Choose one of your own applications.')
    if (fields.kind === 'personal' && (fields.applicationIds ?? []).length > 0) {
      throw invalid(
        'applications',
        'A personal statement is shared by every application on its platform.',
      )
    }
    const duplicate = [...stored.values()].some(
      ({ essay }) =>
        essay.id !== except &&
        fields.kind === 'personal' &&
        essay.kind === 'personal' &&
        essay.platform === fields.platform,
    )
    if (duplicate)
      throw invalid('platform', 'There is already a personal statement for this platform.')
  }
  const addVersion = (essay: Essay, reason: EssayVersion['reason'], text: string, name = '') => {
    const version: EssayVersion = {
      id: `version${nextId++}`,
      essayId: essay.id,
      revision: essay.revision,
      name,
      reason,
      created: now(),
      text,
    }
    versions = [version, ...versions]
    return version
  }
  const accept = (entry: Stored, head: EssayHead): Stored => {
    const essay: Essay = {
      ...entry.essay,
      text: head.text,
      revision: head.revision,
      device: head.device,
      lastSeq: head.lastSeq,
      updated: now(),
      status:
        entry.essay.status === 'not_started' && head.text.trim() !== ''
          ? 'drafting'
          : entry.essay.status,
    }
    const next = { essay, head }
    stored.set(essay.id, next)
    return next
  }

  const verbs: DataClient['essays'] = {
    library: () =>
      settle(() => ({
        essays: withApplications(
          [...stored.values()].map((entry) => entry.essay),
          applications,
        ),
        applications: [...applications],
      })),
    applications: () => settle(() => [...applications]),
    get: (essayId) => settle(() => resolved(find(essayId).essay)),
    create: (fields: EssayFields) =>
      settle(() => {
        check(fields)
        const essay: Essay = {
          ...fields,
          id: `essay${nextId++}`,
          text: '',
          revision: 0,
          updated: now(),
          applications: [],
          device: '',
          lastSeq: 0,
        }
        stored.set(essay.id, { essay, head: EMPTY_HEAD })
        return resolved(essay)
      }),
    update: (essayId, patch) =>
      settle(() => {
        const entry = find(essayId)
        check(
          { ...patch, kind: entry.essay.kind, platform: patch.platform ?? entry.essay.platform },
          essayId,
        )
        const essay = { ...entry.essay, ...patch, updated: now() }
        stored.set(essayId, { ...entry, essay })
        return resolved(essay)
      }),
    remove: (essayId) =>
      settle(() => {
        find(essayId)
        stored.delete(essayId)
        versions = versions.filter((v) => v.essayId !== essayId)
      }),
    save: (essayId, request) =>
      settle((): EssaySaveAnswer => {
        saves.push({
          essayId,
          text: request.text,
          ...(request.name ? { name: request.name } : {}),
        })
        const entry = find(essayId)
        const decision = decideSave(entry.head, request)
        if (decision.kind === 'conflict') {
          addVersion(entry.essay, 'refused', request.text)
          return {
            kind: 'conflict',
            current: {
              revision: entry.head.revision,
              text: entry.head.text,
              updated: entry.essay.updated,
              device: entry.head.device,
              lastSeq: entry.head.lastSeq,
            },
          }
        }
        const next = decision.kind === 'accept' ? accept(entry, decision.head) : entry
        const first = !versions.some((v) => v.essayId === essayId)
        const version =
          request.name || (decision.kind === 'accept' && first)
            ? addVersion(
                next.essay,
                request.name ? 'named' : 'checkpoint',
                next.essay.text,
                request.name,
              )
            : null
        return {
          kind: 'saved',
          revision: next.essay.revision,
          updated: next.essay.updated,
          versionId: version?.id ?? null,
          tookMs: 5,
        }
      }),
    versions: (essayId) =>
      settle((): VersionSummary[] => versions.filter((v) => v.essayId === essayId).map(summaryOf)),
    versionText: (versionId) =>
      settle(() => {
        const version = versions.find((v) => v.id === versionId)
        if (!version) throw new DataError('not-found', 'Not found.')
        return version.text
      }),
    renameVersion: (versionId, name) =>
      settle(() => {
        const version = versions.find((v) => v.id === versionId)
        if (!version) throw new DataError('not-found', 'Not found.')
        const renamed = { ...version, name: name.trim() }
        versions = versions.map((v) => (v.id === versionId ? renamed : v))
        return summaryOf(renamed)
      }),
  }

  const server: MemoryEssayServer = {
    saves,
    essay: (essayId) => {
      const entry = stored.get(essayId)
      return entry ? resolved(entry.essay) : undefined
    },
    saveFromOtherDevice(essayId, text) {
      const entry = find(essayId)
      const seq = entry.head.revision + 1
      const decision = decideSave(entry.head, {
        baseRevision: entry.head.revision,
        text,
        device: 'other-device',
        saveId: `other-device-${seq}`,
        seq,
      })
      if (decision.kind === 'accept') accept(entry, decision.head)
    },
  }
  return { verbs, server }
}

function summaryOf(version: EssayVersion): VersionSummary {
  return {
    id: version.id,
    essayId: version.essayId,
    revision: version.revision,
    name: version.name,
    reason: version.reason,
    created: version.created,
  }
}
