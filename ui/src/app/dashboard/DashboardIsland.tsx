import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { DashboardShell } from '../../components/DashboardShell/DashboardShell.tsx'
import { MatchMeIntroCard } from '../../components/MatchMeIntroCard/MatchMeIntroCard.tsx'
import { NewCard } from '../../components/NewCard/NewCard.tsx'
import { QuizInfoCard } from '../../components/QuizInfoCard/QuizInfoCard.tsx'
import { DashboardCard } from '../../components/DashboardCard/DashboardCard.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { UniversitiesIntroCard } from '../../components/UniversitiesIntroCard/UniversitiesIntroCard.tsx'
import type { DataClient, Student } from '../../data/types.ts'
import {
  nextState,
  type DashboardEvent,
  type DashboardState,
} from '../../logic/dashboard/dashboard-machine.ts'
import { documentTitle } from '../../logic/dashboard/titles.ts'
import { DASHBOARD_QUESTIONS } from '../../logic/quiz/questions.ts'
import {
  answerOf,
  canGoNext,
  canGoPrevious,
  canSubmit,
  currentQuestion,
  isLastQuestion,
} from '../../logic/quiz/quiz-engine.ts'
import { localAnswerDrafts, type AnswerDrafts } from '../quiz/answer-drafts.ts'
import {
  LazyDebugPanel,
  LazyMatchResults,
  LazyQuizStep,
  LazyUniversityPicker,
} from '../shared/lazy-cards.tsx'
import { loadScoring, SAVE_ERROR } from '../quiz/quiz-constants.ts'
import { useDashboardQuiz } from '../quiz/use-dashboard-quiz.ts'
import { POPULAR_RULE } from '../../logic/universities/popular.ts'
import { firstName } from '../../logic/validation/auth.ts'
import { dataClient, prefetchForStoredSession } from '../shared/data.ts'
import { useProtectedSession } from '../shared/session.ts'
import { browserStore, type KeyValueStore } from '../shared/storage.ts'
import { useOutbox } from '../shared/use-outbox.ts'
import { useUniversityPicker } from './use-university-picker.ts'

prefetchForStoredSession()

/** The specification's loading delay after the sign-in check (section 9). */
export const DASHBOARD_LOADING_DELAY_MS = 1000

export type DashboardIslandProps = {
  data?: DataClient
  loadingDelayMs?: number
  store?: KeyValueStore
  drafts?: AnswerDrafts
  autoAdvanceMs?: number
}

type Loaded = { student: Student; state: DashboardState; notice: string | null }

/** /dashboard: checks the session, loads the student's card, and runs the card flow. */
export function DashboardIsland({
  data = dataClient(),
  loadingDelayMs = DASHBOARD_LOADING_DELAY_MS,
  store,
  drafts,
  autoAdvanceMs,
}: DashboardIslandProps) {
  const kv = useMemo(() => store ?? browserStore(), [store])
  const [answerDrafts] = useState(() => drafts ?? localAnswerDrafts())
  const session = useProtectedSession(data)
  const sessionId = session?.id
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!sessionId) return
    let active = true
    const load = async () => {
      const delay = new Promise((r) => setTimeout(r, loadingDelayMs))
      let result: Loaded | null
      try {
        const student = await data.profile.get()
        result = { student, state: student.state, notice: null }
      } catch {
        // The specification: if the user data cannot be read, fall back to the first card.
        const current = data.auth.current()
        result = current && {
          student: current,
          state: 'new',
          notice: "We couldn't reach the server, so you're starting from the first card.",
        }
      }
      await delay
      if (active && result) setLoaded(result)
    }
    void load()
    return () => {
      active = false
    }
  }, [data, sessionId, loadingDelayMs])

  if (!session || !loaded) return <Spinner label="Loading your dashboard..." />
  return (
    <Dashboard
      data={data}
      store={kv}
      drafts={answerDrafts}
      initial={loaded}
      {...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs })}
    />
  )
}

type DashboardProps = {
  data: DataClient
  store: KeyValueStore
  drafts: AnswerDrafts
  initial: Loaded
  autoAdvanceMs?: number
}

function Dashboard({ data, store, drafts, initial, autoAdvanceMs }: DashboardProps) {
  const { student } = initial
  const [state, dispatchEvent] = useReducer(nextState, initial.state)
  const [debugOpen, setDebugOpen] = useState(false)
  const outbox = useOutbox(data, student.id, store)
  const picker = useUniversityPicker(data, student.id, store, outbox.push)

  const { push } = outbox
  const dispatch = useCallback(
    (event: DashboardEvent) => {
      const next = nextState(state, event)
      if (next === state) return
      dispatchEvent(event)
      // Every move is saved, so a student who leaves comes back to the same card.
      void push({ kind: 'state', state: next })
    },
    [state, push],
  )
  // The submit itself wrote state 'quiz-results' with the answers; only the card moves here.
  const onSubmitted = useCallback(() => dispatchEvent({ type: 'submitted' }), [])
  const quiz = useDashboardQuiz({
    data,
    student,
    drafts,
    push,
    pending: outbox.status.pending,
    onSubmitted,
    ...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs }),
  })
  const { computeMatches } = quiz
  const quizAnswers = quiz.state.answers
  const quizLoaded = quiz.state.phase !== 'loading'
  useEffect(() => {
    if (state === 'quiz-results' && quizLoaded) void computeMatches(quizAnswers)
  }, [state, quizLoaded, quizAnswers, computeMatches])

  useEffect(() => {
    document.title = documentTitle(state)
  }, [state])

  // The code of the likely next card downloads while the student reads this one.
  const onLastQuestion = state === 'quiz-questions' && quizLoaded && isLastQuestion(quiz.state)
  useEffect(() => {
    if (state === 'matchme-intro' || state === 'quiz') LazyQuizStep.preload()
    if (state === 'universities-intro') LazyUniversityPicker.preload()
    if (onLastQuestion) {
      LazyMatchResults.preload()
      void loadScoring().catch(() => undefined)
    }
  }, [state, onLastQuestion])

  const card = (() => {
    switch (state) {
      case 'new':
        return (
          <NewCard
            onChooseMatchMe={() => dispatch({ type: 'chooseMatchMe' })}
            onChooseUniversities={() => dispatch({ type: 'chooseUniversities' })}
          />
        )
      case 'matchme-intro':
        return (
          <MatchMeIntroCard
            onStart={() => dispatch({ type: 'startQuiz' })}
            onBack={() => dispatch({ type: 'goBack' })}
            onClose={() => dispatch({ type: 'close' })}
          />
        )
      case 'quiz':
        return (
          <QuizInfoCard
            questionCount={DASHBOARD_QUESTIONS.length}
            onStart={() => dispatch({ type: 'startQuiz' })}
            onBack={() => dispatch({ type: 'goBack' })}
          />
        )
      case 'quiz-questions': {
        const q = quiz.state
        if (q.phase === 'loading') return <Spinner label="Loading the quiz..." />
        const question = currentQuestion(q)
        return (
          <LazyQuizStep
            question={question}
            number={q.index + 1}
            total={q.questions.length}
            value={answerOf(q.answers, question)}
            state={q.phase === 'submitting' ? 'submitting' : 'answering'}
            canPrevious={canGoPrevious(q)}
            canContinue={isLastQuestion(q) ? canSubmit(q) : canGoNext(q)}
            error={q.error === 'save-failed' ? SAVE_ERROR : null}
            onAnswer={quiz.answer}
            onPrevious={() => quiz.dispatch({ type: 'previous' })}
            onNext={() => quiz.dispatch({ type: 'next' })}
            onSubmit={quiz.submit}
            onClose={() => dispatch({ type: 'close' })}
          />
        )
      }
      case 'quiz-results':
        return (
          <DashboardCard title="MatchMe Results" onClose={() => dispatch({ type: 'close' })}>
            {quiz.matchesError ? (
              <Banner
                variant="error"
                action={
                  <Button variant="secondary" onClick={() => void computeMatches(quizAnswers)}>
                    Try again
                  </Button>
                }
              >
                Your answers are saved, but the universities could not be loaded.
              </Banner>
            ) : null}
            {quiz.matches === null && !quiz.matchesError ? (
              <Spinner label="Finding your matches..." />
            ) : null}
            {quiz.matches ? (
              <LazyMatchResults
                matches={quiz.matches}
                saveLabel="Add to My List"
                savedLabel="Added to My List"
                saveStates={quiz.saveStates}
                onSave={quiz.save}
                onRetake={() => {
                  quiz.dispatch({ type: 'retake' })
                  dispatch({ type: 'retake' })
                }}
                onReturn={() => dispatch({ type: 'returnToDashboard' })}
                settings={student.matchSettings}
              />
            ) : null}
          </DashboardCard>
        )
      case 'universities-intro':
        return (
          <UniversitiesIntroCard
            onBrowse={() => dispatch({ type: 'browseUniversities' })}
            onBack={() => dispatch({ type: 'goBack' })}
          />
        )
      case 'universities':
        return (
          <LazyUniversityPicker
            {...picker}
            popularNote={POPULAR_RULE}
            onBack={() => dispatch({ type: 'goBack' })}
          />
        )
    }
  })()

  const banners = (
    <>
      {initial.notice ? <Banner variant="info">{initial.notice}</Banner> : null}
      {!outbox.status.serverReachable ? (
        <Banner
          variant="error"
          action={
            <Button variant="secondary" onClick={() => void outbox.flush()}>
              Retry
            </Button>
          }
        >
          {
            "Can't reach the server. Your changes are kept on this device and will be saved when you're back online."
          }
        </Banner>
      ) : null}
      {outbox.status.rejected ? <Banner variant="error">{outbox.status.rejected}</Banner> : null}
    </>
  )

  return (
    <DashboardShell
      greeting={`Welcome, ${firstName(student.name)}!`}
      onHeaderDoubleClick={() => setDebugOpen((open) => !open)}
      banners={banners}
      debug={
        debugOpen ? (
          <LazyDebugPanel
            state={state}
            userId={student.id}
            serverReachable={outbox.status.serverReachable}
            lastSave={outbox.status.lastSave}
            pendingWrites={outbox.status.pending}
            onJump={(to) => dispatch({ type: 'jump', to })}
            onReset={() => dispatch({ type: 'reset' })}
          />
        ) : null
      }
    >
      {card}
    </DashboardShell>
  )
}
