// The essays' save route on the server (docs/adr/0046-essay-saves-and-versions.md): a save moves an
// essay's text forward only from the revision the writer saw, keeps versions (checkpoints, named,
// refused and replaced texts) and answers 409 with the server's copy otherwise. The records API's
// checks are in lib/essays.js. CommonJS for PocketBase's JSVM; unit-tested in essays.test.ts.

// The limits and the save rule are the browser's own, bundled from ui/src/logic/essays/server.ts
// by `pnpm typegen` (ADR 0058).
const core = require(`${__hooks}/lib/essays-core.js`)
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
const LIMITS = core.ESSAY_LIMITS
const decideSave = core.decideSave
// The one text rule (ADR 0075): a save's text and name are checked before anything is kept.
const text = require(`${__hooks}/lib/text-core.js`)

/** A version of the new text is kept when the last one is older than this (ms). */
const CHECKPOINT_MS = 10 * 60 * 1000

const DEVICE = /^[A-Za-z0-9_-]{1,64}$/
const SAVE_ID = /^[A-Za-z0-9_.:-]{1,100}$/

/** Problems of a save request's body: { field: message }. */
function saveBodyProblems(body) {
  const problems = {}
  const base = body.baseRevision
  if (typeof base !== 'number' || !isFinite(base) || base < 0 || Math.floor(base) !== base) {
    problems.baseRevision = 'Send the revision the text was based on (a whole number).'
  }
  if (typeof body.text !== 'string') problems.text = 'Send the text as a string.'
  else if (body.text.length > LIMITS.textMax) {
    problems.text = 'An essay can hold at most ' + LIMITS.textMax + ' characters.'
  } else if (text.textProblem(body.text, 'multi')) {
    problems.text = text.textProblem(body.text, 'multi')
  }
  if (typeof body.device !== 'string' || !DEVICE.test(body.device)) {
    problems.device = 'Send a device id of 1-64 letters, digits, - or _.'
  }
  const seq = body.seq
  if (typeof seq !== 'number' || !isFinite(seq) || seq < 0 || Math.floor(seq) !== seq) {
    problems.seq = "Send the device's count of its edits (a whole number)."
  }
  if (typeof body.saveId !== 'string' || !SAVE_ID.test(body.saveId)) {
    problems.saveId = 'Send a save id of 1-100 letters, digits or . : - _.'
  }
  if (body.name !== undefined && body.name !== null) {
    if (typeof body.name !== 'string' || body.name.trim() === '') {
      problems.name = 'Give the version a name, or leave it out.'
    } else if (body.name.trim().length > LIMITS.versionNameMax) {
      problems.name = 'Keep the name under ' + LIMITS.versionNameMax + ' characters.'
    } else if (text.textProblem(body.name, 'single')) {
      problems.name = text.textProblem(body.name, 'single')
    }
  }
  return problems
}

function parseDate(value) {
  return Date.parse(String(value).replace(' ', 'T'))
}

function headOf(essay) {
  return {
    revision: essay.getInt('revision'),
    text: essay.getString('text'),
    device: essay.getString('device'),
    deviceRunStart: essay.getInt('device_run_start'),
    lastSaveId: essay.getString('last_save_id'),
    lastSeq: essay.getInt('last_seq'),
  }
}

function copyOf(essay) {
  return {
    revision: essay.getInt('revision'),
    text: essay.getString('text'),
    updated: essay.getString('updated'),
    device: essay.getString('device'),
    lastSeq: essay.getInt('last_seq'),
  }
}

function latestVersion(tx, essayId) {
  const found = tx.findRecordsByFilter(
    'essay_versions',
    'essay = {:essay}',
    '-created,-revision',
    1,
    0,
    { essay: essayId },
  )
  return found.length > 0 ? found[0] : null
}

/**
 * Keeps a version. An `optional` one (a checkpoint, or a refused text the device that sent it still
 * holds) is skipped, returning null, when the account's storage has no room for it even after its
 * oldest unnamed conflict copies are pruned (ADR 0075); any other that does not fit is refused
 * with the 400 of lib/quota.js (on `storage`), and the save with it.
 */
function addVersion(tx, essay, values, optional) {
  const record = new Record(tx.findCollectionByNameOrId('essay_versions'))
  record.set('user', essay.getString('user'))
  record.set('essay', essay.id)
  record.set('revision', values.revision)
  record.set('text', values.text)
  record.set('name', values.name || '')
  record.set('reason', values.reason)
  record.set('device', values.device || '')
  record.set('save_id', values.saveId || '')
  const quota = require(`${__hooks}/lib/quota.js`)
  if (optional && !quota.makeRoom(tx, essay.getString('user'), quota.recordBytes(tx, record))) {
    return null
  }
  tx.save(record)
  return record
}

function versionCount(tx, essayId) {
  return tx.countRecords('essay_versions', $dbx.hashExp({ essay: essayId }))
}

/** Refused and replaced texts are kept past versionsMax, up to versionsHardMax. */
function roomForKept(tx, essayId) {
  return versionCount(tx, essayId) < LIMITS.versionsHardMax
}

/**
 * POST /api/essays/{id}/save: { baseRevision, text, device, saveId, name? }.
 * Returns { status, body }: 200 { revision, updated, versionId? }; 409 with the server's copy,
 * after keeping the refused text as a version; 404 for an essay that is not the caller's.
 */
function saveEssay(app, userId, essayId, body, nowMs) {
  const input = body || {}
  const problems = saveBodyProblems(input)
  failIfAny(problems)
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  const request = {
    baseRevision: input.baseRevision,
    text: input.text,
    device: input.device,
    saveId: input.saveId,
    seq: input.seq,
  }
  let result = null
  app.runInTransaction((tx) => {
    let essay = null
    try {
      essay = tx.findRecordById('essays', essayId)
    } catch {
      // not found: answered as 404 below, like another student's essay
    }
    if (!essay || essay.getString('user') !== userId) {
      result = { status: 404, body: { status: 404, message: 'No such essay.', data: {} } }
      return
    }
    const head = headOf(essay)
    const decision = decideSave(head, request)
    if (decision.kind === 'conflict') {
      const already = tx.findRecordsByFilter(
        'essay_versions',
        'essay = {:essay} && save_id = {:save} && reason = "refused"',
        '',
        1,
        0,
        { essay: essay.id, save: request.saveId },
      )
      if (already.length === 0 && roomForKept(tx, essay.id)) {
        addVersion(
          tx,
          essay,
          {
            revision: request.baseRevision,
            text: request.text,
            reason: 'refused',
            device: request.device,
            saveId: request.saveId,
          },
          true,
        )
      }
      result = {
        status: 409,
        body: {
          status: 409,
          message: 'This essay was changed on another device since this text was based on it.',
          data: {
            baseRevision: {
              code: 'stale_revision',
              message: 'Revision ' + request.baseRevision + ' is no longer the latest.',
            },
          },
          current: copyOf(essay),
        },
      }
      return
    }
    if (name !== '' && versionCount(tx, essay.id) >= LIMITS.versionsMax) {
      fail({
        name:
          'This essay already keeps ' + LIMITS.versionsMax + ' versions; it cannot name another.',
      })
    }
    let versionId = ''
    if (decision.kind === 'accept') {
      const last = latestVersion(tx, essay.id)
      if (head.device !== '' && head.device !== request.device && head.text !== '') {
        if ((!last || last.getString('text') !== head.text) && roomForKept(tx, essay.id)) {
          addVersion(tx, essay, {
            revision: head.revision,
            text: head.text,
            reason: 'replaced',
            device: head.device,
          })
        }
      }
      const due = !last || nowMs - parseDate(last.getString('created')) >= CHECKPOINT_MS
      if (name !== '' || (due && versionCount(tx, essay.id) < LIMITS.versionsMax)) {
        const kept = addVersion(
          tx,
          essay,
          {
            revision: decision.head.revision,
            text: request.text,
            name: name,
            reason: name !== '' ? 'named' : 'checkpoint',
            device: request.device,
            saveId: request.saveId,
          },
          name === '',
        )
        versionId = kept ? kept.id : ''
      }
      essay.set('text', decision.head.text)
      essay.set('revision', decision.head.revision)
      essay.set('device', decision.head.device)
      essay.set('device_run_start', decision.head.deviceRunStart)
      essay.set('last_save_id', decision.head.lastSaveId)
      essay.set('last_seq', decision.head.lastSeq)
      if (essay.getString('status') === 'not_started' && request.text.trim() !== '') {
        essay.set('status', 'drafting')
      }
      tx.save(essay)
    } else if (name !== '') {
      versionId = addVersion(tx, essay, {
        revision: head.revision,
        text: head.text,
        name: name,
        reason: 'named',
        device: request.device,
        saveId: request.saveId,
      }).id
    }
    const saved = copyOf(essay)
    result = {
      status: 200,
      body: { revision: saved.revision, updated: saved.updated, versionId: versionId },
    }
  })
  return result
}

module.exports = {
  CHECKPOINT_MS,
  decideSave,
  saveBodyProblems,
  saveEssay,
}
