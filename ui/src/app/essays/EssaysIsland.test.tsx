import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Essay } from '../../logic/essays/essay.ts'
import type { EssayApplication } from '../../logic/essays/library.ts'
import type { EssayVersion } from '../../logic/essays/versions.ts'
import {
  ESSAY_APPLICATIONS,
  essayText,
  LIBRARY_ESSAYS,
  makeEssay,
} from '../../testing/essay-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { memoryStore } from '../shared/storage.ts'
import { draftKey, libraryKey, memoryDeviceStore } from './draft-store.ts'
import { noEditLock } from './edit-lock.ts'
import { EssaysIsland } from './EssaysIsland.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/essays/')
})

/** A scholarship, one of the page's targets: its sponsor stands where a school does. */
const ROTARY: EssayApplication = {
  id: 'sch-rotary',
  schoolName: 'Rotary Club of Springfield',
  deadline: '2027-02-02T04:59:00.000Z',
  deadlineZone: 'America/New_York',
  platform: null,
  school: { name: 'Rotary Club of Springfield', city: '', state: '' },
  scholarship: true,
}

function setup(
  options: {
    essays?: Essay[]
    versions?: EssayVersion[]
    student?: null
    store?: ReturnType<typeof memoryDeviceStore>
    failWith?: 'offline'
    storage?: { used: number; quota: number }
  } = {},
) {
  const data = createMemoryDataClient({
    ...(options.student === null ? { student: null } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.failWith ? { failWith: options.failWith } : {}),
    essays: {
      essays: options.essays ?? LIBRARY_ESSAYS,
      applications: [...ESSAY_APPLICATIONS, ROTARY],
      versions: options.versions ?? [],
    },
  })
  const store = options.store ?? memoryDeviceStore()
  const redirect = vi.fn()
  render(
    <EssaysIsland
      data={data}
      store={store}
      settings={memoryStore()}
      lock={noEditLock}
      redirect={redirect}
    />,
  )
  return { data, store, redirect, user: userEvent.setup() }
}

const userId = () => createMemoryDataClient().auth.current()?.id ?? ''

describe('EssaysIsland', () => {
  it('tells the student from 80% of their storage on, before it is full', async () => {
    setup({ storage: { used: 205_000_000, quota: 250_000_000 } })
    expect(
      await screen.findByText(
        'You have used 82% of your essay storage (205 MB of 250 MB). Delete essays or versions you no longer need to make room.',
      ),
    ).toBeVisible()
  })

  it('says nothing of storage below 80%', async () => {
    setup({ storage: { used: 199_000_000, quota: 250_000_000 } })
    await screen.findByRole('heading', { name: 'Essays' })
    await waitFor(() => expect(screen.queryByText(/of your essay storage/)).toBeNull())
  })

  it('sends a signed-out visitor to /login, to come back here', async () => {
    const { redirect } = setup({ student: null })
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login/?next=%2Fessays%2F'))
  })

  it('lists the personal statement and the supplements, with their deadlines and groups', async () => {
    const { user } = setup()
    // The heading shows at once (the first view); the library when it is read.
    const statements = await screen.findByRole('region', { name: 'Personal statements' })
    expect(screen.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible()
    expect(within(statements).getByRole('button', { name: 'Personal statement' })).toBeVisible()
    expect(statements).toHaveTextContent('Common App · shared by 2 applications')
    // Each essay is due on its school's clock: Berkeley's 11:59 pm in Los Angeles.
    const supplements = screen.getByRole('region', { name: 'Supplements' })
    expect(supplements).toHaveTextContent('Due Mon, Nov 30, 2026, 11:59 PM (Los Angeles time)')
    expect(screen.getByRole('list', { name: 'Prompt groups' })).toHaveTextContent(
      'UC Personal Insight Questions',
    )
    await user.click(screen.getByRole('button', { name: 'Plan the fewest essays' }))
    expect(await screen.findByRole('heading', { name: 'Your essay plan' })).toBeVisible()
  })

  it("shows one application's essays: its supplements and its platform's statement", async () => {
    window.history.replaceState(null, '', '/essays/?application=a2')
    setup()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Essays for Cornell University' }),
    ).toBeVisible()
    const titles = screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t === 'Personal statement' || t.startsWith('Why') || t.startsWith('Cornell'))
    expect(titles).toEqual(['Personal statement', 'Cornell: an activity'])
    expect(screen.getByRole('link', { name: 'All essays' })).toHaveAttribute('href', '/essays/')
  })

  it("starts a scholarship's essay from its page, tied to it, and lists it apart", async () => {
    window.history.replaceState(null, '', `/essays/?application=${ROTARY.id}`)
    const { data, user } = setup()
    expect(
      await screen.findByRole('heading', { level: 1, name: `Essays for ${ROTARY.schoolName}` }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'New scholarship essay' }))
    const form = await screen.findByRole('form', { name: 'New scholarship essay' })
    // Tied to the scholarship; applications are not offered.
    expect(within(form).getByRole('combobox', { name: 'For the scholarship' })).toHaveValue(
      ROTARY.id,
    )
    expect(within(form).queryByRole('group', { name: 'For applications' })).toBeNull()
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Service')
    await user.click(within(form).getByRole('button', { name: 'Create essay' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Service' })).toBeVisible()
    const { essays } = await data.essays.library()
    expect(essays.find((e) => e.title === 'Service')).toMatchObject({
      kind: 'scholarship',
      applicationIds: [ROTARY.id],
    })
  })

  it("opens from the device's copy when the server cannot be reached", async () => {
    const store = memoryDeviceStore({
      [libraryKey(userId())]: {
        essays: [makeEssay({ id: 'kept', title: 'Kept on this laptop', text: 'Words' })],
        applications: [],
        at: Date.parse('2026-11-22T10:00:00Z'),
      },
    })
    setup({ store, failWith: 'offline' })
    expect(await screen.findByText(/You're offline: these are your essays/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Kept on this laptop' })).toBeVisible()
  })

  /** The library as this device kept it, and the Northwestern essay's draft as last saved. */
  const keptLibrary = () =>
    memoryDeviceStore({
      [libraryKey(userId())]: {
        essays: LIBRARY_ESSAYS,
        applications: ESSAY_APPLICATIONS,
        at: Date.parse('2026-11-22T10:00:00Z'),
      },
      [draftKey(userId(), 'why-nu')]: {
        device: 'laptop',
        draft: {
          essayId: 'why-nu',
          text: essayText(241),
          serverText: essayText(241),
          baseRevision: 6,
          edits: 3,
          unsaved: false,
          at: 1,
          setAside: null,
        },
      },
    })
  const OFFLINE_NOTICE = /You're offline: these are your essays/

  it(
    'takes the offline notice down as soon as a save reaches the server again',
    { timeout: 15_000 },
    async () => {
      window.history.replaceState(null, '', '/essays/?essay=why-nu')
      const { data, user } = setup({ store: keptLibrary(), failWith: 'offline' })
      const box = await screen.findByRole('textbox', { name: 'Your essay' })
      expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible()
      // The connection is back, without the browser saying so: the next save is the first sign.
      data.setFailure(null)
      await user.type(box, ' Back.')
      await waitFor(() => expect(data.essayServer.essay('why-nu')?.text).toMatch(/ Back\.$/))
      await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument())
      expect(screen.getByText('Saved', { selector: '[data-state]' })).toBeVisible()
    },
  )

  it('takes the offline notice down when the browser is back online and the server answers', async () => {
    const { data } = setup({ store: keptLibrary(), failWith: 'offline' })
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeVisible()
    const library = vi.spyOn(data.essays, 'library')
    // The browser says it is online, but the server still cannot be reached: the notice stays.
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(library).toHaveBeenCalledTimes(1))
    expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible()
    data.setFailure(null)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Why Northwestern' })).toBeVisible()
  })

  it('opens an essay offline on the copy the page kept, even one never opened on this device', async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-nu')
    const store = memoryDeviceStore({
      [libraryKey(userId())]: {
        essays: LIBRARY_ESSAYS,
        applications: ESSAY_APPLICATIONS,
        at: Date.parse('2026-11-22T10:00:00Z'),
      },
    })
    setup({ store, failWith: 'offline' })
    expect(await screen.findByRole('textbox', { name: 'Your essay' })).toHaveValue(essayText(241))
  })

  it('says so when neither the server nor the device has the essays', async () => {
    setup({ failWith: 'offline' })
    expect(
      await screen.findByText(
        "Can't reach the server, and this device has no copy of your essays yet.",
      ),
    ).toBeVisible()
  })

  it('creates a supplement tied to an application and opens it', async () => {
    const { data, user } = setup({ essays: [] })
    await user.click(await screen.findByRole('button', { name: 'New supplement' }))
    const form = await screen.findByRole('form', { name: 'New supplement' })
    await user.type(within(form).getByLabelText('Title'), 'Why Cornell')
    await user.type(within(form).getByLabelText('Prompt'), 'Why Cornell?')
    await user.click(within(form).getByRole('checkbox', { name: 'Cornell University' }))
    await user.click(within(form).getByRole('button', { name: 'Create essay' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Cornell' })).toHaveFocus()
    expect(window.location.search).toMatch(/^\?essay=essay\d+$/)
    // The deadline reads on the clock of the zone it is set in.
    expect(
      await screen.findByText(
        'For Cornell University, due Sat, Jan 2, 2027, 11:59 PM (New York time)',
      ),
    ).toBeVisible()
    const { essays } = await data.essays.library()
    expect(essays.map((e) => [e.title, e.applicationIds])).toEqual([['Why Cornell', ['a2']]])
  })

  it('keeps each edit on the device at once and saves it to the server after a pause', async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-nu')
    const { data, store, user } = setup()
    const box = await screen.findByRole('textbox', { name: 'Your essay' })
    await user.type(box, ' More.')
    const typed = `${essayText(241)} More.`
    await waitFor(() =>
      expect(store.values.get(draftKey(userId(), 'why-nu'))).toMatchObject({
        draft: { text: typed },
      }),
    )
    await waitFor(() => expect(data.essayServer.essay('why-nu')?.text).toBe(typed))
    expect(screen.getByText('Saved', { selector: '[data-state]' })).toBeVisible()
  })

  it("meets another device's text as a conflict and keeps this one's on request", async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-nu')
    const { data, user } = setup()
    const box = await screen.findByRole('textbox', { name: 'Your essay' })
    data.essayServer.saveFromOtherDevice('why-nu', 'Written on the phone.')
    await user.type(box, ' Laptop.')
    const both = await screen.findByRole('group', { name: 'Two versions of this essay' })
    expect(both).toHaveTextContent('Written on the phone.')
    expect(data.essayServer.essay('why-nu')?.text).toBe('Written on the phone.')
    await user.click(screen.getByRole('button', { name: "Keep this device's text" }))
    await waitFor(() =>
      expect(data.essayServer.essay('why-nu')?.text).toBe(`${essayText(241)} Laptop.`),
    )
  })

  it('compares two versions, reading their texts only when asked', async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-nu')
    const version = (id: string, revision: number, text: string): EssayVersion => ({
      id,
      essayId: 'why-nu',
      revision,
      name: '',
      reason: 'checkpoint',
      created: `2026-11-1${revision}T12:00:00.000Z`,
      text,
    })
    const { data, user } = setup({
      versions: [
        version('v2', 2, 'At Northwestern I will study soil and rivers.'),
        version('v1', 1, 'At Cornell I will study soil.'),
      ],
    })
    const versionText = vi.spyOn(data.essays, 'versionText')
    await screen.findByRole('textbox', { name: 'Your essay' })
    await user.click(screen.getByRole('button', { name: 'History' }))
    await user.click(await screen.findByRole('checkbox', { name: /Revision 2/ }))
    await user.click(screen.getByRole('checkbox', { name: /Revision 1/ }))
    expect(versionText).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Compare the two ticked' }))
    const comparison = await screen.findByRole('region', { name: 'Comparison' })
    expect(comparison).toHaveTextContent('From Revision 1 to Revision 2: 4 words added, 2 removed.')
    expect(within(comparison).getByText('Cornell')).toBeVisible()
    expect(versionText.mock.calls.map(([id]) => id).sort()).toEqual(['v1', 'v2'])
  })

  it("ranks the student's drafts for a new prompt, and adapts a copy leaving the draft as it was", async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-cornell')
    const whyCornell = makeEssay({
      id: 'why-cornell',
      title: 'Why Cornell',
      prompt: 'Why Cornell? (250 words)',
      limit: { unit: 'words', max: 250 },
      status: 'not_started',
      applications: [ESSAY_APPLICATIONS[1]!],
    })
    const { data, user } = setup({ essays: [...LIBRARY_ESSAYS, whyCornell] })
    await screen.findByRole('textbox', { name: 'Your essay' })
    await user.click(screen.getByRole('button', { name: 'Drafts to adapt' }))
    const drafts = await screen.findByRole('region', { name: 'Drafts you could adapt' })
    const first = within(drafts).getAllByRole('listitem')[0]!
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Why Northwestern')
    expect(first).toHaveTextContent('Rework')
    expect(drafts).not.toHaveTextContent(/\bready\b/i)
    await user.click(
      within(first).getByRole('button', { name: 'Adapt a copy of Why Northwestern' }),
    )
    expect(screen.getByRole('textbox', { name: 'Your essay' })).toHaveValue(essayText(241))
    expect(data.essayServer.essay('why-nu')?.text).toBe(essayText(241))
  })

  it('names a version, and deletes an essay with its draft after asking', async () => {
    window.history.replaceState(null, '', '/essays/?essay=why-nu')
    const { data, store, user } = setup()
    await screen.findByRole('textbox', { name: 'Your essay' })
    await user.click(screen.getByRole('button', { name: 'Name this version' }))
    await user.type(
      await screen.findByRole('textbox', { name: 'Version name' }),
      'For my counselor',
    )
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Kept this text as "For my counselor".')).toBeVisible()
    expect(data.essayServer.saves.at(-1)).toMatchObject({ name: 'For my counselor' })

    await user.click(screen.getByRole('button', { name: 'Delete essay' }))
    expect(
      screen.getByText('Delete Why Northwestern and every version of it? This cannot be undone.'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Delete it' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Essays' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Why Northwestern' })).not.toBeInTheDocument()
    expect(data.essayServer.essay('why-nu')).toBeUndefined()
    await waitFor(() => expect(store.values.has(draftKey(userId(), 'why-nu'))).toBe(false))
  })

  it('sends text a closed tab left unsent as soon as the page opens', async () => {
    const store = memoryDeviceStore({
      [draftKey(userId(), 'why-nu')]: {
        device: 'laptop',
        draft: {
          essayId: 'why-nu',
          text: 'Typed offline before the tab closed.',
          serverText: essayText(241),
          baseRevision: 6,
          edits: 3,
          unsaved: true,
          at: 1,
          setAside: null,
        },
      },
    })
    const { data } = setup({ store })
    await screen.findByRole('heading', { level: 1, name: 'Essays' })
    await waitFor(() =>
      expect(data.essayServer.essay('why-nu')?.text).toBe('Typed offline before the tab closed.'),
    )
  })
})
