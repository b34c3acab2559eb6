import { useCallback, useEffect, useMemo, useState } from 'react'
import { QuizStep } from '../../components/QuizStep/QuizStep.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { DEFAULT_MATCH_SETTINGS } from '../../logic/matching/settings.ts'
import { QUESTIONS, type Question } from '../../logic/quiz/questions.ts'
import { isComplete } from '../../logic/quiz/quiz-engine.ts'
import { dataClient } from '../shared/data.ts'
import { useFocusHeadingOnChange } from '../shared/focus.ts'
import { goTo } from '../shared/navigation.ts'
import { useProtectedSession } from '../shared/session.ts'
import { localAnswerDrafts, type AnswerDrafts } from './answer-drafts.ts'
import { QuizResults } from '../../components/QuizResults/QuizResults.tsx'
import { useMatches } from './use-matches.ts'
import { useQuizSession, type SubmitAnswers } from './use-quiz-session.ts'

export type QuizIslandProps = {
  data?: DataClient
  drafts?: AnswerDrafts
  questions?: readonly Question[]
  autoAdvanceMs?: number
}

/** /quiz: the eight-question MatchMe quiz, its submit, and the matches computed from it. */
export function QuizIsland({
  data = dataClient(),
  drafts: draftsProp,
  questions = QUESTIONS,
  autoAdvanceMs,
}: QuizIslandProps) {
  // One store for the island's life: a new one each render would reload the quiz.
  const [drafts] = useState(() => draftsProp ?? localAnswerDrafts())
  const session = useProtectedSession(data)
  const update = session?.update
  const settings = session?.student.matchSettings ?? DEFAULT_MATCH_SETTINGS
  const results = useMatches(data, settings, (id) =>
    data.list.add(id).then(
      () => true,
      () => false,
    ),
  )
  const { compute, loadCatalogue, markSaved } = results

  const markListed = useCallback(async () => {
    try {
      markSaved((await data.list.items()).map((entry) => entry.university.id))
    } catch {
      // The buttons still work; they just do not know what is already saved.
    }
  }, [data, markSaved])

  // Saved directly; a failure shows the specification's alert and keeps the draft on the device.
  const submit: SubmitAnswers = async (answers) => {
    try {
      update?.(await data.quiz.submit(answers))
      return 'sent'
    } catch (error) {
      console.error('Could not save the quiz answers.', error)
      return 'failed'
    }
  }
  // The quiz starts from the saved answers the server confirms; when it cannot be reached, the
  // specification's fallback: logged, and the answers start empty (a draft on this device still
  // wins: it holds what was typed here and not yet saved).
  const source = session?.source
  useEffect(() => {
    if (source === 'unreachable')
      console.error('Could not load the saved quiz answers; starting empty.')
  }, [source])
  const student = useMemo(() => {
    if (!session || source === 'device') return null
    return source === 'unreachable' ? { ...session.student, quizAnswers: {} } : session.student
  }, [session, source])
  const quiz = useQuizSession({
    questions,
    student,
    drafts,
    submit,
    onSaved: async (answers) => {
      await compute(answers)
      void markListed()
    },
    onClose: () => goTo('/dashboard'),
    ...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs }),
  })
  const { state, dispatch } = quiz

  // Fetched while the student answers, so the results need no wait after submit.
  const signedIn = session !== null
  useEffect(() => {
    if (signedIn) loadCatalogue().catch(() => undefined)
  }, [signedIn, loadCatalogue])

  // The profile links to /quiz#matches: once loaded, complete answers go straight to the matches.
  const [linkedToMatches, setLinkedToMatches] = useState(
    () => typeof window !== 'undefined' && window.location.hash === '#matches',
  )
  const readyForMatches =
    linkedToMatches && state.phase === 'answering' && isComplete(state) ? state.answers : null
  useEffect(() => {
    if (!readyForMatches) return
    void compute(readyForMatches).then(() => {
      setLinkedToMatches(false)
      dispatch({ type: 'showResults' })
      void markListed()
    })
  }, [readyForMatches, compute, dispatch, markListed])

  // The results replace See My Matches, and the quiz replaces Retake Quiz: focus goes to the
  // new heading.
  const contentRef = useFocusHeadingOnChange(state.phase === 'results')

  if (state.phase === 'results') {
    return (
      <div ref={contentRef}>
        <h1>Your MatchMe results</h1>
        <QuizResults
          matches={results.matches ?? (results.failed ? [] : null)}
          failed={results.failed}
          onRetry={() => void compute(state.answers)}
          saveLabel="Save to My List"
          saveStates={results.saveStates}
          onSave={results.save}
          onRetake={() => dispatch({ type: 'retake' })}
          onReturn={() => goTo('/dashboard')}
          settings={settings}
        />
      </div>
    )
  }

  return (
    <div ref={contentRef}>
      <h1>MatchMe Quiz</h1>
      <QuizStep {...quiz.step} />
    </div>
  )
}
