import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { SaveState } from '../../components/MatchCard/MatchCard.tsx'
import { QuizStep } from '../../components/QuizStep/QuizStep.tsx'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import type { DataClient, Student } from '../../data/types.ts'
import type { Match, MatchUniversity } from '../../logic/matching/score.ts'
import { QUESTIONS, type Question, type QuizAnswers } from '../../logic/quiz/questions.ts'
import {
  answerOf,
  AUTO_ADVANCE_MS,
  canGoNext,
  canGoPrevious,
  canSubmit,
  currentQuestion,
  initialQuizState,
  isComplete,
  isLastQuestion,
  quizReducer,
  type AnswerInput,
  type QuizEvent,
} from '../../logic/quiz/quiz-engine.ts'
import { localAnswerDrafts, type AnswerDrafts } from './answer-drafts.ts'
import { dataClient, prefetchForStoredSession } from '../shared/data.ts'
import { LazyMatchResults } from '../shared/lazy-cards.tsx'
import { loadScoring, MAX_MATCHES, SAVE_ERROR } from './quiz-constants.ts'
import { goTo } from '../shared/navigation.ts'
import { useProtectedSession } from '../shared/session.ts'

prefetchForStoredSession()

export { MAX_MATCHES, SAVE_ERROR } from './quiz-constants.ts'

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
  autoAdvanceMs = AUTO_ADVANCE_MS,
}: QuizIslandProps) {
  const [state, dispatch] = useReducer(quizReducer, questions, initialQuizState)
  // One store for the island's life: a new one each render would re-run the loading effect.
  const [drafts] = useState(() => draftsProp ?? localAnswerDrafts())
  const [student, setStudent] = useState<Student | null>(null)
  const [matches, setMatches] = useState<Match[]>([])
  const [catalogueError, setCatalogueError] = useState(false)
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({})
  const catalogue = useRef<Promise<MatchUniversity[]> | null>(null)
  const session = useProtectedSession(data)
  const sessionId = session?.id

  const loadCatalogue = useCallback((): Promise<MatchUniversity[]> => {
    catalogue.current ??= data.universities.matchingCatalogue().catch((error: unknown) => {
      catalogue.current = null
      throw error
    })
    return catalogue.current
  }, [data])

  useEffect(() => {
    if (!sessionId) return
    let mounted = true
    const alive = () => mounted
    const load = async () => {
      const session = data.auth.current()
      if (!session) return
      // Fetched while the student answers, so the results need no wait after submit.
      loadCatalogue().catch(() => undefined)
      let saved: unknown = null
      try {
        saved = (await data.profile.get()).quizAnswers
      } catch (error) {
        console.error('Could not load the saved quiz answers; starting empty.', error)
      }
      if (!alive()) return
      setStudent(session)
      dispatch({ type: 'loaded', answers: drafts.load(session.id) ?? saved })
    }
    void load()
    return () => {
      mounted = false
    }
  }, [data, drafts, loadCatalogue, sessionId])

  useEffect(() => {
    const from = state.autoAdvanceFrom
    if (from === null) return
    const timer = setTimeout(() => dispatch({ type: 'autoAdvance', from }), autoAdvanceMs)
    return () => clearTimeout(timer)
  }, [state.autoAdvanceFrom, state.answers, autoAdvanceMs])

  const showMatches = useCallback(
    async (answers: QuizAnswers) => {
      try {
        const [{ rankMatches }, catalogue] = await Promise.all([loadScoring(), loadCatalogue()])
        setMatches(rankMatches(answers, catalogue, MAX_MATCHES))
        setCatalogueError(false)
      } catch {
        setMatches([])
        setCatalogueError(true)
      }
    },
    [loadCatalogue],
  )

  const loadSavedList = useCallback(async () => {
    try {
      const items = await data.list.items()
      setSaveStates((current) => ({
        ...Object.fromEntries(items.map((entry) => [entry.university.id, 'saved' as const])),
        ...current,
      }))
    } catch {
      // The buttons still work; they just do not know what is already saved.
    }
  }, [data])

  // The profile links to /quiz#matches: once loaded, complete answers go straight to the matches.
  const [linkedToMatches, setLinkedToMatches] = useState(
    () => typeof window !== 'undefined' && window.location.hash === '#matches',
  )
  const readyForMatches =
    linkedToMatches && state.phase === 'answering' && isComplete(state) ? state.answers : null
  useEffect(() => {
    if (!readyForMatches) return
    void showMatches(readyForMatches).then(() => {
      setLinkedToMatches(false)
      dispatch({ type: 'showResults' })
      void loadSavedList()
    })
  }, [readyForMatches, showMatches, loadSavedList])

  // The results are next: their code downloads while the student answers the last question.
  const onLastQuestion = state.phase === 'answering' && isLastQuestion(state)
  useEffect(() => {
    if (!onLastQuestion) return
    LazyMatchResults.preload()
    void loadScoring().catch(() => undefined)
  }, [onLastQuestion])

  const submit = async () => {
    if (!student || !canSubmit(state)) return
    const answers = state.answers
    dispatch({ type: 'submit' })
    try {
      await data.quiz.submit(answers)
    } catch (error) {
      console.error('Could not save the quiz answers.', error)
      dispatch({ type: 'submitFailed' })
      return
    }
    drafts.clear(student.id)
    await showMatches(answers)
    dispatch({ type: 'submitted' })
    void loadSavedList()
  }

  const answer = (value: string, input?: AnswerInput) => {
    const event: QuizEvent = { type: 'answer', questionId: currentQuestion(state).id, value, input }
    if (student) drafts.save(student.id, quizReducer(state, event).answers)
    dispatch(event)
  }

  const save = async (universityId: string) => {
    setSaveStates((s) => ({ ...s, [universityId]: 'saving' }))
    try {
      await data.list.add(universityId)
      setSaveStates((s) => ({ ...s, [universityId]: 'saved' }))
    } catch {
      setSaveStates((s) => ({ ...s, [universityId]: 'error' }))
    }
  }

  if (state.phase === 'loading') return <Spinner label="Loading your quiz..." />

  if (state.phase === 'results') {
    return (
      <>
        <h1>Your MatchMe results</h1>
        {catalogueError && (
          <Banner
            variant="error"
            action={
              <Button variant="secondary" onClick={() => void showMatches(state.answers)}>
                Try again
              </Button>
            }
          >
            Your answers are saved, but the universities could not be loaded.
          </Banner>
        )}
        <LazyMatchResults
          matches={matches}
          saveLabel="Save to My List"
          saveStates={saveStates}
          onSave={(id) => void save(id)}
          onRetake={() => dispatch({ type: 'retake' })}
          onReturn={() => goTo('/dashboard')}
        />
      </>
    )
  }

  const question = currentQuestion(state)
  return (
    <>
      <h1>MatchMe Quiz</h1>
      <QuizStep
        question={question}
        number={state.index + 1}
        total={state.questions.length}
        value={answerOf(state.answers, question)}
        state={state.phase === 'submitting' ? 'submitting' : 'answering'}
        canPrevious={canGoPrevious(state)}
        canContinue={isLastQuestion(state) ? canSubmit(state) : canGoNext(state)}
        error={state.error === 'save-failed' ? SAVE_ERROR : null}
        onAnswer={answer}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={() => dispatch({ type: 'next' })}
        onSubmit={() => void submit()}
        onClose={() => goTo('/dashboard')}
      />
    </>
  )
}
