import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import type { StudentExport } from '../../logic/profile/export.ts'
import { DataError } from '../../data/errors.ts'
import { PROFILE_MESSAGES } from '../../logic/profile/validation.ts'
import { ProfileIsland } from './ProfileIsland.tsx'

const [harvard, texas] = SAMPLE_UNIVERSITIES
if (!harvard || !texas) throw new Error('the fixtures have too few universities')

function setup(options: Parameters<typeof createMemoryDataClient>[0] = {}) {
  const data = createMemoryDataClient({ password: 'correct-horse', ...options })
  const navigate = vi.fn()
  const download = vi.fn()
  render(<ProfileIsland data={data} navigate={navigate} download={download} />)
  return { data, navigate, download, user: userEvent.setup() }
}

describe('ProfileIsland', () => {
  it('sends a signed-out visitor to /login, to come back here after signing in', async () => {
    window.history.replaceState(null, '', '/profile')
    const { navigate } = setup({ student: null })
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login/?next=%2Fprofile', 'replace'))
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('signs out to /login, leaving nothing of the student on the device', async () => {
    const { data, navigate, user } = setup()
    localStorage.setItem('college-compass:quiz-draft:student1234567', '{}')
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', 'assign'))
    expect(data.auth.current()).toBeNull()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(localStorage.length).toBe(0)
  })

  it('shows the name, email, answers in words and the list', async () => {
    setup({
      student: makeStudent({
        quizAnswers: { academicInterest: 'business' },
        quizCompletedAt: '2026-09-01 12:00:00.000Z',
      }),
      listed: [harvard.id],
    })
    // The title shows at once (the first view); the rest when the record and list are in.
    expect(await screen.findByText('maya@example.com')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    expect(screen.getByText('Business')).toBeVisible()
    expect(screen.getByText('Saved on September 1, 2026.')).toBeVisible()
    expect(await screen.findByRole('article', { name: harvard.name })).toBeVisible()
  })

  it('draws the student at once; the links and the account controls come below the list once it answers', async () => {
    const data = createMemoryDataClient({ password: 'correct-horse', listed: [harvard.id] })
    const read = data.list.items
    let answer: () => void = () => undefined
    const held: typeof data = {
      ...data,
      list: {
        ...data.list,
        items: () =>
          new Promise((resolve, reject) => {
            answer = () => void read().then(resolve, reject)
          }),
      },
    }
    render(<ProfileIsland data={held} navigate={vi.fn()} download={vi.fn()} />)
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Maya Johnson')
    expect(screen.getByText('maya@example.com')).toBeVisible()
    const myList = screen.getByRole('region', { name: 'My List' })
    expect(within(myList).getByRole('status')).toHaveTextContent('Loading your list...')
    // Nothing drawn below the list yet, so the list's answer pushes nothing down.
    expect(screen.queryByRole('region', { name: 'Share with someone who helps' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your data' })).toBeNull()

    answer()
    expect(await within(myList).findByRole('article', { name: harvard.name })).toBeVisible()
    const sharing = screen.getByRole('region', { name: 'Share with someone who helps' })
    const yourData = screen.getByRole('region', { name: 'Your data' })
    expect(myList.compareDocumentPosition(sharing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      sharing.compareDocumentPosition(yourData) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('offers to confirm an address no one has confirmed, and sends the link', async () => {
    const { data, user } = setup({ student: makeStudent({ emailVerified: false }) })
    expect(
      await screen.findByText(
        'Reminders and other e-mails go only to an address you have confirmed. Confirm maya@example.com with the link we e-mail you.',
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail' }))
    expect(await screen.findByText(/We sent a link to maya@example.com\./)).toBeVisible()
    expect(data.written.verificationRequests).toEqual(['maya@example.com'])
  })

  it('says nothing of confirming a confirmed address, and shows the storage used', async () => {
    setup({ storage: { used: 212_000_000, quota: 250_000_000 } })
    expect(await screen.findByText('maya@example.com')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail' })).toBeNull()
    expect(
      await screen.findByText(
        '212 MB of 250 MB used (84%). Your essays, their versions and your plans count.',
      ),
    ).toBeVisible()
    expect(screen.getByText(/You have used 84% of your essay storage/)).toBeVisible()
  })

  it('saves a new name, and keeps what was typed when the save fails', async () => {
    const { data, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Edit name' }))
    const field = screen.getByLabelText('Full name')
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(field).toHaveAccessibleDescription('Please enter your name.')

    await user.type(field, 'Maya R. Johnson')
    data.setFailure('offline')
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText(/Can't reach the server/)).toBeVisible()
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya R. Johnson')

    data.setFailure(null)
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Maya R. Johnson')
    expect(data.auth.current()?.name).toBe('Maya R. Johnson')
  })

  it('refuses a file that is not an image, then uploads and removes a photo', async () => {
    const { data } = setup()
    // Bypasses the input's accept filter, as a drag-and-drop or a crafted file would.
    const user = userEvent.setup({ applyAccept: false })
    await screen.findByRole('heading', { name: 'Your profile' })
    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG, GIF or WebP')
    expect(data.auth.current()?.avatarUrl).toBeNull()

    await user.upload(
      screen.getByLabelText('Upload photo'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    )
    expect(await screen.findByRole('img', { name: 'Maya Johnson' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Remove photo' }))
    expect(await screen.findByRole('img', { name: 'Maya Johnson has no photo' })).toBeVisible()
  })

  it('removes a university and puts it back with Undo', async () => {
    const { data, user } = setup({ listed: [harvard.id, texas.id] })
    await screen.findByRole('article', { name: harvard.name })
    await user.click(screen.getByRole('button', { name: `Remove ${harvard.name}` }))
    expect(await screen.findByText(`Removed ${harvard.name} from your list.`)).toBeVisible()
    expect(screen.queryByRole('article', { name: harvard.name })).toBeNull()
    expect((await data.list.items()).map((e) => e.university.id)).toEqual([texas.id])

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByRole('article', { name: harvard.name })).toBeVisible()
    expect((await data.list.items()).map((e) => e.university.id).sort()).toEqual(
      [harvard.id, texas.id].sort(),
    )
  })

  it('offers the picker when the list is empty, leaving the card to the dashboard', async () => {
    const { data, navigate, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Browse universities' }))
    expect(navigate).toHaveBeenCalledWith('/dashboard/?card=universities', 'assign')
    // The dashboard's machine moves (and saves) the card; the profile writes nothing.
    expect(data.auth.current()?.state).toBe('new')
  })

  it('downloads the export as JSON', async () => {
    const { download, user } = setup({ listed: [harvard.id] })
    await user.click(await screen.findByRole('button', { name: 'Export my data' }))
    expect(await screen.findByText('Your data was downloaded.')).toBeVisible()
    const [fileName, text] = download.mock.calls[0] as [string, string]
    expect(fileName).toMatch(/^college-compass-data-\d{4}-\d{2}-\d{2}\.json$/)
    const parsed = JSON.parse(text) as StudentExport
    expect(parsed.account.email).toBe('maya@example.com')
    expect(parsed.list.map((e) => e.university.name)).toEqual([harvard.name])
  })

  it('shows a refused deletion in the dialog and keeps the student; a confirmed one goes home', async () => {
    const { data, navigate, user } = setup()
    // The server decides whether the confirmation matches (tests/integration/profile.test.ts);
    // here it refuses once, then accepts.
    const refusal = new DataError('invalid', PROFILE_MESSAGES.confirmationMismatch)
    const deleteAccount = vi
      .spyOn(data.account, 'delete')
      .mockRejectedValueOnce(refusal)
      .mockImplementationOnce(() => {
        data.auth.signOut()
        return Promise.resolve()
      })
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByLabelText('Your password'), 'first try')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }))
    expect(await within(dialog).findByText(/Nothing was deleted/)).toBeVisible()
    expect(deleteAccount).toHaveBeenLastCalledWith('first try')
    expect(navigate).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', 'replace'))
    // Signing out as part of the deletion does not also send the student to /login.
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
