import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { DashboardCard } from '../../components/DashboardCard/DashboardCard.tsx'
import { DashboardShell } from '../../components/DashboardShell/DashboardShell.tsx'
import { MatchMeIntroCard } from '../../components/MatchMeIntroCard/MatchMeIntroCard.tsx'
import { NewCard } from '../../components/NewCard/NewCard.tsx'
import { QuizInfoCard } from '../../components/QuizInfoCard/QuizInfoCard.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { UniversitiesIntroCard } from '../../components/UniversitiesIntroCard/UniversitiesIntroCard.tsx'
import type { DataClient } from '../../data/data-client.ts'
import {
  nextState,
  type DashboardEvent,
  type DashboardState,
} from '../../logic/dashboard/dashboard-machine.ts'
import { documentTitle } from '../../logic/dashboard/titles.ts'
import { DASHBOARD_QUESTIONS } from '../../logic/quiz/questions.ts'
import { firstName } from '../../logic/validation/auth.ts'
import { localAnswerDrafts, type AnswerDrafts } from '../quiz/answer-drafts.ts'
import { QuizResults } from '../../components/QuizResults/QuizResults.tsx'
import { QuizStep } from '../../components/QuizStep/QuizStep.tsx'
import { useMatches } from '../quiz/use-matches.ts'
import { useQuizSession } from '../quiz/use-quiz-session.ts'
import { dataClient } from '../shared/data.ts'
import { useFocusHeadingOnChange } from '../shared/focus.ts'
import { useProtectedSession, type ProtectedSession } from '../shared/session.ts'
import { browserStore, type KeyValueStore } from '../shared/storage.ts'
import { useOutbox } from '../shared/use-outbox.ts'
import { DASHBOARD_LOADING_ENDED_MARK } from '../../logic/dashboard/marks.ts'
import { DebugPanel } from '../../components/DebugPanel/DebugPanel.tsx'
import { PlannerSummary } from '../planner/PlannerSummary.tsx'
import { UniversitiesCard } from './UniversitiesCard.tsx'
import { useUniversityPicker } from './use-university-picker.ts'

/** The specification's loading delay after the sign-in check (section 9). */
export const DASHBOARD_LOADING_DELAY_MS = 1000

export const UNREACHABLE_NOTICE =
  "We couldn't reach the server, so you're starting from the first card."
export const UPDATED_NOTICE = 'Your dashboard was updated with changes from another device.'

/** Cards a link may open (`/dashboard/?card=universities`, from the profile). */
const LINKABLE: readonly DashboardState[] = ['universities', 'universities-intro', 'matchme-intro']

export type DashboardIslandProps = {
  data?: DataClient
  loadingDelayMs?: number
  store?: KeyValueStore
  drafts?: AnswerDrafts
  autoAdvanceMs?: number
}

/** /dashboard: the card flow, drawn from the student's record (this device's, then the server's). */
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
  const signedIn = session !== null
  const [waited, setWaited] = useState(false)

  useEffect(() => {
    if (!signedIn) return
    const timer = setTimeout(() => {
      setWaited(true)
      performance.mark(DASHBOARD_LOADING_ENDED_MARK)
    }, loadingDelayMs)
    return () => clearTimeout(timer)
  }, [signedIn, loadingDelayMs])

  if (!session || !waited) return <Spinner label="Loading your dashboard..." />
  return (
    <Dashboard
      data={data}
      session={session}
      store={kv}
      drafts={answerDrafts}
      {...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs })}
    />
  )
}

type DashboardProps = {
  data: DataClient
  session: ProtectedSession
  store: KeyValueStore
  drafts: AnswerDrafts
  autoAdvanceMs?: number
}

function Dashboard({ data, session, store, drafts, autoAdvanceMs }: DashboardProps) {
  const { student, source } = session
  const [state, apply] = useReducer(nextState, source === 'unreachable' ? 'new' : student.state)
  const [notice, setNotice] = useState<string | null>(
    source === 'unreachable' ? UNREACHABLE_NOTICE : null,
  )
  const [debugOpen, setDebugOpen] = useState(false)
  /** Whether the card has moved here (by the student or a link): the server no longer decides. */
  const moved = useRef(false)
  const outbox = useOutbox(data, student.id, store)
  const { push } = outbox
  /**
   * The card the student has shown intent on (the pointer over it, focus in it, which a step to a
   * card gives through its heading): the picker reads its schools from then on, not while a
   * returning student's saved card is still being drawn.
   */
  const [intent, setIntent] = useState<DashboardState | null>(null)
  const picker = useUniversityPicker(
    data,
    student.id,
    store,
    push,
    state === 'universities' || (state === 'universities-intro' && intent === state),
  )

  /** A move of the student's: applied, and saved so they come back to the same card. */
  const dispatch = useCallback(
    (event: DashboardEvent) => {
      const next = nextState(state, event)
      if (next === state) return
      moved.current = true
      apply(event)
      void push({ kind: 'state', state: next })
    },
    [state, push],
  )

  // The first card was drawn from this device's record; the server's answer decides until the
  // student moves (the specification: the stored state is loaded at sign-in, or the first card
  // when it cannot be read).
  const stored = source === 'unreachable' ? 'new' : source === 'server' ? student.state : null
  useEffect(() => {
    if (moved.current || stored === null || stored === state) return
    apply({ type: 'restore', to: stored })
    setNotice(source === 'unreachable' ? UNREACHABLE_NOTICE : UPDATED_NOTICE)
    // Only the server's answer triggers this, not the student's own moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored])

  // A link from another page opens its card once; the address loses the parameter.
  useEffect(() => {
    const url = new URL(window.location.href)
    const card = url.searchParams.get('card')
    if (card === null) return
    url.searchParams.delete('card')
    window.history.replaceState(window.history.state, '', url)
    const linked = LINKABLE.find((linkable) => linkable === card)
    if (linked) dispatch({ type: 'jump', to: linked })
    // Once, when the dashboard first draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const results = useMatches(data, student.matchSettings, (universityId) =>
    push({ kind: 'list-add', universityId }),
  )
  const quiz = useQuizSession({
    questions: DASHBOARD_QUESTIONS,
    student,
    drafts,
    // Through the outbox with the move to 'quiz-results': a failed save keeps the answers on the
    // device and sends them when the server is back.
    submit: async (answers) =>
      (await push({ kind: 'quiz', answers, state: 'quiz-results' })) ? 'sent' : 'queued',
    // The submit itself saved state 'quiz-results' with the answers; only the card moves here.
    onSaved: () => {
      moved.current = true
      apply({ type: 'submitted' })
    },
    onClose: () => dispatch({ type: 'close' }),
    ...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs }),
  })
  const { queued, queuedSubmitSent } = quiz
  useEffect(() => {
    if (queued && outbox.status.pending === 0) queuedSubmitSent()
  }, [queued, outbox.status.pending, queuedSubmitSent])

  const { compute } = results
  const quizAnswers = quiz.state.answers
  const quizLoaded = quiz.state.phase !== 'loading'
  useEffect(() => {
    if (state === 'quiz-results' && quizLoaded) void compute(quizAnswers)
  }, [state, quizLoaded, quizAnswers, compute])

  useEffect(() => {
    document.title = documentTitle(state)
  }, [state])
  // The card on screen, for the intent listeners below; set before a new card's heading takes
  // focus (effects run in this order), so a step to a card counts as intent on it.
  const shown = useRef(state)
  useEffect(() => {
    shown.current = state
  }, [state])
  // A new card replaces the button that moved to it: focus goes to the new card's heading.
  const cardRef = useFocusHeadingOnChange(state)
  useEffect(() => {
    const element = cardRef.current
    if (!element) return
    const wanted = () => setIntent(shown.current)
    element.addEventListener('pointerover', wanted)
    element.addEventListener('focusin', wanted)
    return () => {
      element.removeEventListener('pointerover', wanted)
      element.removeEventListener('focusin', wanted)
    }
  }, [cardRef])

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
      case 'quiz-questions':
        return <QuizStep {...quiz.step} />
      case 'quiz-results':
        return (
          <DashboardCard title="MatchMe Results" onClose={() => dispatch({ type: 'close' })}>
            <QuizResults
              matches={results.matches}
              failed={results.failed}
              onRetry={() => void compute(quizAnswers)}
              saveLabel="Add to My List"
              savedLabel="Added to My List"
              saveStates={results.saveStates}
              onSave={results.save}
              onRetake={() => {
                quiz.dispatch({ type: 'retake' })
                dispatch({ type: 'retake' })
              }}
              onReturn={() => dispatch({ type: 'returnToDashboard' })}
              settings={student.matchSettings}
            />
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
        return <UniversitiesCard {...picker} onBack={() => dispatch({ type: 'goBack' })} />
    }
  })()

  const banners = (
    <>
      {notice ? <Banner variant="info">{notice}</Banner> : null}
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
      aside={<PlannerSummary data={data} />}
      debug={
        debugOpen ? (
          <DebugPanel
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
      <div ref={cardRef}>{card}</div>
    </DashboardShell>
  )
}
