import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  classify,
  describeUnsent,
  entriesToClear,
  essayResend,
  unsentOf,
  type ClearReason,
  type DeviceArea,
  type DeviceEntry,
  type EntryKind,
} from './device-data.ts'

const local = (key: string, value: unknown): DeviceEntry => ({
  area: 'local',
  key,
  value: typeof value === 'string' ? value : JSON.stringify(value),
})
const records = (key: string, value: unknown): DeviceEntry => ({ area: 'indexeddb', key, value })

const session = (id: string, quizAnswers: unknown = {}) =>
  JSON.stringify({ token: 'a.b.c', record: { id, collectionName: 'users', quizAnswers } })

/** An essay draft as the draft engine stores it (draft-engine.ts). */
function draft(
  essayId: string,
  patch: Partial<{ text: string; unsaved: boolean; setAside: string | null; edits: number }> = {},
) {
  return {
    device: 'dev1',
    draft: {
      essayId,
      text: 'My summer at the lab',
      serverText: 'My summer',
      baseRevision: 3,
      edits: 7,
      unsaved: true,
      at: 1,
      setAside: null,
      ...patch,
    },
  }
}

describe('classify', () => {
  it.each<[string, DeviceEntry, EntryKind, string | null]>([
    ['the stored session, by its record', local('pocketbase_auth', session('u1')), 'session', 'u1'],
    [
      "a shared computer's session",
      { area: 'session', key: 'pocketbase_auth', value: session('u2') },
      'session',
      'u2',
    ],
    ['an unreadable session', local('pocketbase_auth', '{nope'), 'session', null],
    [
      'the outbox',
      local('college-compass:outbox:u1', { userId: 'u1', writes: [] }),
      'outbox',
      'u1',
    ],
    ['a quiz draft', local('college-compass:quiz-draft:u1', {}), 'quiz-draft', 'u1'],
    ['a selection', local('college-compass:selection:u1', []), 'selection', 'u1'],
    ['an essay draft', records('draft:u1:e1', draft('e1')), 'essay-draft', 'u1'],
    ['the essays library', records('library:u1', { essays: [] }), 'essay-library', 'u1'],
    [
      "a draft in a shared computer's memory",
      { area: 'memory-records', key: 'draft:u3:e9', value: draft('e9') },
      'essay-draft',
      'u3',
    ],
    ['the browser id of essay saves', local('essays-device', 'd1'), 'device', null],
    [
      'the shared-computer choice',
      local('college-compass:shared-computer', '1'),
      'shared-computer',
      null,
    ],
    [
      'a sign-out asked from another page',
      local('college-compass:sign-out', '/'),
      'sign-out-request',
      null,
    ],
    ['anything else', local('someone-else', 'x'), 'unknown', null],
    ['a record key in a text area', local('draft:u1:e1', 'x'), 'unknown', null],
    ['a text key in the records', records('pocketbase_auth', 'x'), 'unknown', null],
  ])('%s', (_, entry, kind, owner) => {
    expect(classify(entry)).toEqual({ kind, owner })
  })
})

describe('essayResend', () => {
  it.each<[string, ReturnType<typeof draft>, object | null]>([
    [
      'sends unsaved text under its device and edit count',
      draft('e1'),
      { text: 'My summer at the lab', baseRevision: 3, device: 'dev1', saveId: 'dev1-7', seq: 7 },
    ],
    ['nothing when the server has it', draft('e1', { unsaved: false }), null],
    [
      'puts text set aside back after the text, as a new edit',
      draft('e1', { unsaved: false, setAside: 'A paragraph' }),
      { text: 'My summer at the lab\n\nA paragraph', saveId: 'dev1-8', seq: 8 },
    ],
    [
      'set-aside text alone when the editor is blank',
      draft('e1', { text: '  ', unsaved: false, setAside: 'A paragraph' }),
      { text: 'A paragraph' },
    ],
  ])('%s', (_, stored, expected) => {
    const save = essayResend('e1', stored)
    if (expected === null) expect(save).toBeNull()
    else expect(save).toMatchObject({ essayId: 'e1', ...expected })
  })

  it.each([
    ['another essay', draft('e2')],
    ['no device', { draft: draft('e1').draft }],
    ['not a draft', { device: 'dev1', draft: 'text' }],
  ])('ignores %s', (_, stored) => {
    expect(essayResend('e1', stored)).toBeNull()
  })
})

describe('unsentOf', () => {
  const library = records('library:u1', {
    essays: [{ id: 'e1', title: 'Why Northwestern' }],
    applications: [],
    at: 1,
  })

  it("finds each kind of unsent work of the student, and no one else's", () => {
    const entries = [
      local('pocketbase_auth', session('u1', { budget: 'low' })),
      records('draft:u1:e1', draft('e1')),
      records('draft:u1:e2', draft('e2', { unsaved: false })),
      records('draft:u2:e3', draft('e3')),
      library,
      local('college-compass:outbox:u1', {
        userId: 'u1',
        writes: [{ kind: 'list-add', universityId: 'x' }],
      }),
      local('college-compass:quiz-draft:u1', { budget: 'high', gpa: '3.6-4.0' }),
      local('college-compass:selection:u1', [{ id: 'uni1' }, { id: 'uni2' }]),
      local('college-compass:quiz-draft:u2', { budget: 'high' }),
    ]
    const items = unsentOf(entries, 'u1')
    expect(items.map((i) => i.kind)).toEqual(['essay', 'outbox', 'quiz', 'selection'])
    expect(describeUnsent(items)).toEqual([
      'Your essay "Why Northwestern"',
      '1 school added to My List',
      'Your quiz answers (2 questions answered, not submitted)',
      '2 schools you picked for My List',
    ])
  })

  it.each<[string, DeviceEntry[]]>([
    [
      'the same answers are saved on the account',
      [
        local('pocketbase_auth', session('u1', { budget: 'low', gpa: '3.6-4.0' })),
        local('college-compass:quiz-draft:u1', { budget: 'low' }),
      ],
    ],
    [
      'the same answers wait in the outbox',
      [
        local('pocketbase_auth', session('u1')),
        local('college-compass:outbox:u1', {
          userId: 'u1',
          writes: [{ kind: 'quiz', answers: { budget: 'high' } }],
        }),
        local('college-compass:quiz-draft:u1', { budget: 'high' }),
      ],
    ],
    ['the draft holds no answer', [local('college-compass:quiz-draft:u1', { nope: 1 })]],
  ])('a quiz draft is not unsent when %s', (_, entries) => {
    expect(unsentOf(entries, 'u1').filter((i) => i.kind === 'quiz')).toEqual([])
  })

  it('counts a quiz draft when no session says what is saved (a refused one)', () => {
    const entries = [local('college-compass:quiz-draft:u1', { budget: 'low' })]
    expect(unsentOf(entries, 'u1').map((i) => i.kind)).toEqual(['quiz'])
  })

  it('ignores empty outboxes and selections, and an essay with no title kept', () => {
    const entries = [
      local('college-compass:outbox:u1', { userId: 'u1', writes: [] }),
      local('college-compass:selection:u1', []),
      records('draft:u1:e5', draft('e5')),
    ]
    expect(describeUnsent(unsentOf(entries, 'u1'))).toEqual(['An essay you were writing'])
  })
})

/** A device with two students' data, the browser's id and the tab's choices. */
function device(): DeviceEntry[] {
  return [
    { area: 'session', key: 'pocketbase_auth', value: session('u1') },
    local('pocketbase_auth', session('u2')),
    records('draft:u1:e1', draft('e1')),
    records('draft:u1:e2', draft('e2', { unsaved: false })),
    records('library:u1', { essays: [], applications: [], at: 1 }),
    records('draft:u2:e3', draft('e3')),
    records('library:u2', { essays: [], applications: [], at: 1 }),
    local('college-compass:outbox:u1', {
      userId: 'u1',
      writes: [{ kind: 'state', state: 'quiz' }],
    }),
    local('college-compass:quiz-draft:u2', { budget: 'low' }),
    local('college-compass:selection:u2', []),
    local('essays-device', 'dev1'),
    { area: 'session', key: 'college-compass:shared-computer', value: '1' },
    local('unrelated', 'x'),
  ]
}

const keys = (entries: DeviceEntry[]) => entries.map((e) => `${e.area}:${e.key}`)

describe('entriesToClear', () => {
  it('clears everything on sign-out: what was typed first, the session and the choices last', () => {
    const cleared = entriesToClear(device(), { type: 'signed-out' })
    expect(cleared).toHaveLength(device().length)
    expect(keys(cleared)).toEqual([
      'indexeddb:draft:u1:e1',
      'indexeddb:draft:u1:e2',
      'indexeddb:draft:u2:e3',
      'local:college-compass:outbox:u1',
      'local:college-compass:quiz-draft:u2',
      'local:college-compass:selection:u2',
      'indexeddb:library:u1',
      'indexeddb:library:u2',
      'local:unrelated',
      'local:essays-device',
      'session:pocketbase_auth',
      'local:pocketbase_auth',
      'session:college-compass:shared-computer',
    ])
  })

  it("a refused session clears that student's copies but keeps what the server never got", () => {
    const cleared = keys(entriesToClear(device(), { type: 'refused', userId: 'u1' }))
    expect(cleared).toEqual([
      'indexeddb:draft:u1:e2',
      'indexeddb:library:u1',
      'session:pocketbase_auth',
    ])
  })

  it("a sign-in clears everyone else's data and keeps the student's own", () => {
    const cleared = keys(
      entriesToClear(device(), { type: 'signed-in', userId: 'u1', sharedComputer: false }),
    )
    expect(cleared).toEqual([
      'indexeddb:draft:u2:e3',
      'local:college-compass:quiz-draft:u2',
      'local:college-compass:selection:u2',
      'indexeddb:library:u2',
      'local:pocketbase_auth',
    ])
  })

  it("a shared computer's sign-in also clears the student's own stored copies, not unsent work", () => {
    const cleared = keys(
      entriesToClear(device(), { type: 'signed-in', userId: 'u1', sharedComputer: true }),
    )
    expect(cleared).toEqual([
      'indexeddb:draft:u1:e2',
      'indexeddb:draft:u2:e3',
      'local:college-compass:quiz-draft:u2',
      'local:college-compass:selection:u2',
      'indexeddb:library:u1',
      'indexeddb:library:u2',
      'local:pocketbase_auth',
    ])
  })

  // Any device: whatever the students and kinds on it, each reason leaves exactly what it says.
  const areas: DeviceArea[] = ['local', 'session', 'indexeddb', 'memory', 'memory-records']
  const owner = fc.constantFrom('u1', 'u2', 'u3')
  const entry: fc.Arbitrary<DeviceEntry> = fc.oneof(
    owner.map((id) => local('pocketbase_auth', session(id))),
    fc
      .tuple(fc.constantFrom('outbox', 'quiz-draft', 'selection'), owner, fc.boolean())
      .map(([kind, id, some]) =>
        local(
          `college-compass:${kind}:${id}`,
          kind === 'outbox'
            ? { userId: id, writes: some ? [{ kind: 'state', state: 'quiz' }] : [] }
            : kind === 'selection'
              ? some
                ? [{ id: 'x' }]
                : []
              : some
                ? { budget: 'low' }
                : {},
        ),
      ),
    fc
      .tuple(owner, fc.constantFrom('e1', 'e2'), fc.boolean(), fc.constantFrom(...areas))
      .map(([id, essay, unsaved, area]) => ({
        area: area === 'indexeddb' ? area : ('memory-records' as const),
        key: `draft:${id}:${essay}`,
        value: draft(essay, { unsaved }),
      })),
    owner.map((id) => records(`library:${id}`, { essays: [] })),
    fc.constantFrom(local('essays-device', 'd'), local('other', 'x')),
  )
  const reason: fc.Arbitrary<ClearReason> = fc.oneof(
    fc.constant({ type: 'signed-out' as const }),
    owner.map((userId) => ({ type: 'refused' as const, userId })),
    fc
      .tuple(owner, fc.boolean())
      .map(([userId, sharedComputer]) => ({ type: 'signed-in' as const, userId, sharedComputer })),
  )

  it('leaves nothing of a student after a sign-out, and after a refusal only their unsent work', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), reason, (entries, why) => {
        const cleared = new Set(entriesToClear(entries, why))
        const left = entries.filter((e) => !cleared.has(e))
        if (why.type === 'signed-out') expect(left).toEqual([])
        if (why.type === 'refused') {
          const unsent = new Set(unsentOf(entries, why.userId).map((i) => i.entry))
          for (const e of left) {
            const { owner: whose, kind } = classify(e)
            if (whose === why.userId) expect(unsent.has(e) && kind !== 'session').toBe(true)
          }
        }
        if (why.type === 'signed-in') {
          // Nothing of anyone else is left for the student who signed in to see.
          for (const e of left) expect([null, why.userId]).toContain(classify(e).owner)
          // And nothing of their own unsent work is lost.
          for (const item of unsentOf(entries, why.userId)) expect(left).toContain(item.entry)
        }
      }),
    )
  })
})
