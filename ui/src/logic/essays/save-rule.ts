/**
 * The server's rule for accepting a save (docs/adr/0046-essay-saves-and-versions.md): the hook
 * pocketbase/pb_hooks/lib/essay-saves.js runs this very function (ui/src/logic/essays/server.ts), and
 * the save machine's tests run against it.
 *
 * A save names the revision its text was based on. It is accepted when that is the head's
 * revision, or when every revision after it was written by the same device: a device whose
 * answer was lost (a server restart, a dropped connection) and that sends a newer text still
 * continues its own work, and must not be told it conflicts with itself. Each device numbers its
 * saves (`seq`, rising); a request older than the one that wrote the head (a retry that arrives
 * after its newer successor, say) is never applied. Anything else was written on top of another
 * device's change it has not seen: a conflict, never an overwrite.
 */
export type EssayHead = {
  revision: number
  text: string
  /** The device that wrote the head; '' before the first save. */
  device: string
  /** The first revision of the unbroken run of saves by `device` that ends at the head. */
  deviceRunStart: number
  /** The save that wrote the head, so a retried request is answered, not applied twice. */
  lastSaveId: string
  /** The `seq` of the save that wrote the head. */
  lastSeq: number
}

export type SaveRequest = {
  baseRevision: number
  text: string
  device: string
  saveId: string
  /** The device's own count of its edits when it sent this: rises with every newer text. */
  seq: number
}

export type SaveDecision =
  | { kind: 'accept'; head: EssayHead }
  /** The same request again (its answer was lost): answer with the head, change nothing. */
  | { kind: 'repeat' }
  /** Nothing to save: the head already holds this text. */
  | { kind: 'unchanged' }
  | { kind: 'conflict' }

export function decideSave(head: EssayHead, request: SaveRequest): SaveDecision {
  if (request.saveId !== '' && request.saveId === head.lastSaveId) return { kind: 'repeat' }
  // The same text is never a conflict, whoever wrote it: the sender adopts the head's revision.
  if (request.text === head.text) return { kind: 'unchanged' }
  const sameDevice = head.revision > 0 && request.device === head.device
  // Older than the save that wrote the head: a late copy of a request its device moved past.
  if (sameDevice && request.seq <= head.lastSeq) return { kind: 'conflict' }
  const current = request.baseRevision === head.revision
  const ownRun =
    sameDevice &&
    request.baseRevision >= head.deviceRunStart - 1 &&
    request.baseRevision <= head.revision
  if (!current && !ownRun) return { kind: 'conflict' }
  const revision = head.revision + 1
  return {
    kind: 'accept',
    head: {
      revision,
      text: request.text,
      device: request.device,
      deviceRunStart:
        head.device === request.device && head.revision > 0 ? head.deviceRunStart : revision,
      lastSaveId: request.saveId,
      lastSeq: request.seq,
    },
  }
}

export const EMPTY_HEAD: EssayHead = {
  revision: 0,
  text: '',
  device: '',
  deviceRunStart: 0,
  lastSaveId: '',
  lastSeq: 0,
}
