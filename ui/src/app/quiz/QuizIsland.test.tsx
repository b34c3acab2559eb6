import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { makeStudent, SAMPLE_ANSWERS } from '../../testing/student-fixtures.ts'
import { ProfileIsland } from '../profile/ProfileIsland.tsx'
import { memoryAnswerDrafts } from './answer-drafts.ts'
import { QuizIsland } from './QuizIsland.tsx'
import { SAVE_ERROR } from './use-quiz-session.ts'

const student = makeStudent({ quizAnswers: SAMPLE_ANSWERS })

async function goToLastQuestion(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Question 1 of 8')
  for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByText('Question 8 of 8')
}

/** The first question shows at once, locked; it opens when the saved answers have been read. */
async function answersRead() {
  await waitFor(() => expect(screen.queryByText('Loading your saved answers...')).toBeNull())
}

describe('QuizIsland', () => {
  it('preloads the saved answers and auto-advances a single choice', async () => {
    const data = createMemoryDataClient({ student })
    const checks = vi.spyOn(data.auth, 'refresh')
    const profileReads = vi.spyOn(data.profile, 'get')
    render(<QuizIsland data={data} autoAdvanceMs={10} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved answers...')
    await answersRead()
    expect(screen.getByRole('radio', { name: 'Engineering & Computer Science' })).toBeChecked()
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Business' }))
    expect(await screen.findByText('Question 2 of 8')).toBeVisible()
    // One read of the student per page: the session check returns the record.
    expect(checks).toHaveBeenCalledTimes(1)
    expect(profileReads).not.toHaveBeenCalled()
  })

  it('starts empty when the saved answers cannot be loaded, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const data = createMemoryDataClient({ student, failWith: 'offline' })
    render(<QuizIsland data={data} drafts={memoryAnswerDrafts()} />)
    // The first question shows locked at once; it opens when the answers' read has failed.
    const first = screen.getByRole('radio', { name: 'Engineering & Computer Science' })
    expect(first).toBeDisabled()
    await waitFor(() => expect(first).toBeEnabled())
    expect(first).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('prefers the unsaved answers kept on the device', async () => {
    const data = createMemoryDataClient({ student })
    const drafts = memoryAnswerDrafts({
      [student.id]: { ...SAMPLE_ANSWERS, academicInterest: 'arts' },
    })
    render(<QuizIsland data={data} drafts={drafts} />)
    await answersRead()
    expect(screen.getByRole('radio', { name: 'Arts & Humanities' })).toBeChecked()
  })

  it('on a failed save shows the alert and keeps the answers on the device; a retry shows matches', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const data = createMemoryDataClient({ student })
    const drafts = memoryAnswerDrafts()
    const user = userEvent.setup()
    render(<QuizIsland data={data} drafts={drafts} />)
    await screen.findByText('Question 1 of 8')
    await user.click(screen.getByRole('radio', { name: 'Business' }))
    await goToLastQuestion(user)

    data.setFailure('offline')
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_ERROR)
    expect(screen.getByRole('radio', { name: 'Start working' })).toBeChecked()
    expect(drafts.drafts.get(student.id)).toMatchObject({ academicInterest: 'business' })

    data.setFailure(null)
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    expect(await screen.findByRole('heading', { name: 'Your Matches' })).toBeVisible()
    expect(data.written.submits.at(-1)).toMatchObject({ academicInterest: 'business' })
    expect(drafts.drafts.has(student.id)).toBe(false)
    error.mockRestore()
  })

  it('saves a match to the list once and shows it; retake keeps the answers', async () => {
    const data = createMemoryDataClient({ student })
    const user = userEvent.setup()
    render(<QuizIsland data={data} drafts={memoryAnswerDrafts()} />)
    await goToLastQuestion(user)
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    const [first] = await screen.findAllByRole('article')
    if (!first) throw new Error('no match card')
    await user.click(screen.getAllByRole('button', { name: 'Save to My List' })[0]!)
    const saved = await screen.findByRole('button', { name: 'Saved to My List' })
    expect(saved).toHaveAttribute('aria-disabled', 'true')
    // A second press does nothing: the school is on the list once.
    await user.click(saved)
    expect(await data.list.items()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }))
    expect(await screen.findByText('Question 1 of 8')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Engineering & Computer Science' })).toBeChecked()
  })

  it('scores with the match settings saved on the profile: home-state prices, faith hidden', async () => {
    const profile = createMemoryDataClient({ student })
    const user = userEvent.setup()
    const { unmount } = render(
      <ProfileIsland data={profile} navigate={vi.fn()} download={vi.fn()} />,
    )
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Home state' }), 'TX')
    await user.click(screen.getByRole('radio', { name: 'Do not list them' }))
    await user.click(screen.getByRole('button', { name: 'Save match settings' }))
    await screen.findByText('Saved. Your next matches use these settings.')
    unmount()

    // The next page (/quiz) reads the record the profile saved.
    const saved = profile.auth.current()
    expect(saved?.matchSettings).toEqual({ homeState: 'TX', faith: 'hidden' })
    render(
      <QuizIsland
        data={createMemoryDataClient({ student: saved })}
        drafts={memoryAnswerDrafts()}
      />,
    )
    await goToLastQuestion(user)
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    await user.click(await screen.findByRole('button', { name: /^Show \d+ more matches$/ }))
    // The public in Texas at its in-state price, the others at their out-of-state estimate.
    const texas = screen.getByRole('article', { name: 'The University of Texas at Austin' })
    expect(texas).toHaveTextContent(
      /in-state students \(2020-21\): \$[\d,]+, [^.]*\(you live in Texas\)/,
    )
    const florida = screen.getByRole('article', { name: 'University of Florida' })
    expect(florida).toHaveTextContent(/Estimated out-of-state price[^.]*\(you live in Texas\)/)
    expect(screen.queryByText(/Add your home state/)).toBeNull()
    expect(screen.queryByRole('article', { name: 'University of Notre Dame' })).toBeNull()
  })
})
