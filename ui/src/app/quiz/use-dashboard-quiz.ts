import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { SaveState } from '../../components/MatchCard/MatchCard.tsx'
import type { DataClient, Student } from '../../data/types.ts'
import type { Match, MatchUniversity } from '../../logic/matching/score.ts'
import type { PendingWrite } from '../../logic/outbox/outbox.ts'
import { DASHBOARD_QUESTIONS, QUESTIONS, type QuizAnswers } from '../../logic/quiz/questions.ts'
import {
  AUTO_ADVANCE_MS,
  currentQuestion,
  initialQuizState,
  quizReducer,
  sanitizeAnswers,
  type AnswerInput,
} from '../../logic/quiz/quiz-engine.ts'
import type { AnswerDrafts } from './answer-drafts.ts'
import { loadScoring, MAX_MATCHES } from './quiz-constants.ts'

/**
 * The dashboard's five-question quiz and its results, on the shared engine and matching. Submit
 * goes through the outbox with the move to 'quiz-results', so a failed save keeps the answers on
 * the device and sends them when the server is back.
 */
export function useDashboardQuiz(options: {
  data: DataClient
  student: Student
  drafts: AnswerDrafts
  push: (write: PendingWrite) => Promise<boolean>
  /** Writes waiting in the outbox; the quiz completes when a queued submit has gone out. */
  pending: number
  onSubmitted: () => void
  autoAdvanceMs?: number
}) {
  const {
    data,
    student,
    drafts,
    push,
    pending,
    onSubmitted,
    autoAdvanceMs = AUTO_ADVANCE_MS,
  } = options
  const [state, dispatch] = useReducer(quizReducer, DASHBOARD_QUESTIONS, initialQuizState)
  const [matches, setMatches] = useState<Match[] | null>(null)
  const [matchesError, setMatchesError] = useState(false)
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({})
  const [queuedSubmit, setQueuedSubmit] = useState(false)
  const catalogue = useRef<Promise<MatchUniversity[]> | null>(null)

  // Saved answers of all eight questions: the dashboard's submit merges into them.
  const saved = useRef<QuizAnswers>(sanitizeAnswers(QUESTIONS, student.quizAnswers))

  useEffect(() => {
    dispatch({ type: 'loaded', answers: drafts.load(student.id) ?? student.quizAnswers })
  }, [drafts, student])

  useEffect(() => {
    const from = state.autoAdvanceFrom
    if (from === null) return
    const timer = setTimeout(() => dispatch({ type: 'autoAdvance', from }), autoAdvanceMs)
    return () => clearTimeout(timer)
  }, [state.autoAdvanceFrom, state.answers, autoAdvanceMs])

  const loadCatalogue = useCallback((): Promise<MatchUniversity[]> => {
    catalogue.current ??= data.universities.matchingCatalogue().catch((error: unknown) => {
      catalogue.current = null
      throw error
    })
    return catalogue.current
  }, [data])

  const computeMatches = useCallback(
    async (answers: QuizAnswers) => {
      try {
        const [{ rankMatches }, catalogue] = await Promise.all([loadScoring(), loadCatalogue()])
        setMatches(rankMatches(answers, catalogue, MAX_MATCHES))
        setMatchesError(false)
      } catch {
        setMatchesError(true)
      }
    },
    [loadCatalogue],
  )

  const answer = (value: string, input?: AnswerInput) => {
    const event = { type: 'answer', questionId: currentQuestion(state).id, value, input } as const
    drafts.save(student.id, quizReducer(state, event).answers)
    dispatch(event)
  }

  const submit = async () => {
    const answers: QuizAnswers = { ...saved.current, ...state.answers }
    dispatch({ type: 'submit' })
    const sent = await push({ kind: 'quiz', answers, state: 'quiz-results' })
    if (sent) {
      saved.current = answers
      drafts.clear(student.id)
      dispatch({ type: 'submitted' })
      onSubmitted()
    } else {
      // Kept in the outbox (and the draft): the spec's alert now, the save when the server is back.
      dispatch({ type: 'submitFailed' })
      setQueuedSubmit(true)
    }
  }

  // A submit that waited in the outbox has gone out: show the results.
  useEffect(() => {
    if (!queuedSubmit || pending > 0) return
    setQueuedSubmit(false)
    saved.current = { ...saved.current, ...state.answers }
    drafts.clear(student.id)
    onSubmitted()
  }, [queuedSubmit, pending, state.answers, drafts, student.id, onSubmitted])

  const save = async (universityId: string) => {
    setSaveStates((s) => ({ ...s, [universityId]: 'saving' }))
    const sent = await push({ kind: 'list-add', universityId })
    // Not sent yet still means kept: the outbox adds it when the server is back.
    setSaveStates((s) => ({ ...s, [universityId]: sent ? 'saved' : 'error' }))
  }

  return {
    state,
    dispatch,
    answer,
    submit: () => void submit(),
    matches,
    matchesError,
    computeMatches,
    saveStates,
    save: (id: string) => void save(id),
  }
}
