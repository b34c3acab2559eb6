/**
 * Immutable versions of an essay, as the server keeps them (pocketbase/pb_hooks/lib/essay-saves.js):
 * a checkpoint every few minutes of writing, the versions the student names, another device's
 * text kept as this one wrote over it, and a text the server refused as a conflict.
 */
export type VersionReason = 'checkpoint' | 'named' | 'replaced' | 'refused'

export type EssayVersion = {
  id: string
  essayId: string
  revision: number
  /** The student's name for it; empty when unnamed. */
  name: string
  reason: VersionReason
  /** ISO instant. */
  created: string
  text: string
}

/** A version as the history lists it; its text is read when it is opened or compared. */
export type VersionSummary = Omit<EssayVersion, 'text'>

export const REASON_LABELS: Record<VersionReason, string> = {
  checkpoint: 'Saved while writing',
  named: 'Named by you',
  replaced: 'From another device, before this one wrote over it',
  refused: 'Not saved: another device had changed the essay',
}

/** Newest first; equal instants by revision, then id, so the order never depends on the input. */
export function sortVersions(versions: readonly EssayVersion[]): EssayVersion[] {
  return [...versions].sort(
    (a, b) =>
      Date.parse(b.created) - Date.parse(a.created) ||
      b.revision - a.revision ||
      a.id.localeCompare(b.id),
  )
}

/** "Sent to Cornell" or "Revision 12". */
export function versionTitle(version: Pick<EssayVersion, 'name' | 'revision'>): string {
  return version.name.trim() !== '' ? version.name : `Revision ${version.revision}`
}

/**
 * The two versions to compare, older first, whichever order the student picked them in;
 * null unless exactly two distinct versions are picked.
 */
export function comparePair(
  versions: readonly EssayVersion[],
  picked: readonly string[],
): [EssayVersion, EssayVersion] | null {
  const unique = [...new Set(picked)]
  if (unique.length !== 2) return null
  const chosen = sortVersions(versions.filter((v) => unique.includes(v.id))).reverse()
  const [older, newer] = chosen
  return older && newer ? [older, newer] : null
}
