import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import { Banner } from '../components/Banner/Banner.tsx'
import { Button } from '../components/Button/Button.tsx'
import { DashboardShell } from '../components/DashboardShell/DashboardShell.tsx'
import { DebugPanel } from '../components/DebugPanel/DebugPanel.tsx'
import { MatchMeIntroCard } from '../components/MatchMeIntroCard/MatchMeIntroCard.tsx'
import { NewCard } from '../components/NewCard/NewCard.tsx'
import { QuizInfoCard } from '../components/QuizInfoCard/QuizInfoCard.tsx'
import { Spinner } from '../components/Spinner/Spinner.tsx'
import { UniversitiesIntroCard } from '../components/UniversitiesIntroCard/UniversitiesIntroCard.tsx'
import { UniversityPicker } from '../components/UniversityPicker/UniversityPicker.tsx'
import type { DataClient, Student } from '../data/types.ts'
import {
  nextState,
  type DashboardEvent,
  type DashboardState,
} from '../logic/dashboard/dashboard-machine.ts'
import { documentTitle } from '../logic/dashboard/titles.ts'
import { DASHBOARD_QUESTIONS } from '../logic/quiz/questions.ts'
import { POPULAR_RULE } from '../logic/universities/popular.ts'
import { firstName } from '../logic/validation/auth.ts'
import { dataClient } from './data.ts'
import { useProtectedSession } from './session.ts'
import { browserStore, type KeyValueStore } from './storage.ts'
import { useOutbox } from './use-outbox.ts'
import { useUniversityPicker } from './use-university-picker.ts'

/** The specification's loading delay after the sign-in check (section 9). */
export const DASHBOARD_LOADING_DELAY_MS = 1000

export type DashboardIslandProps = {
  data?: DataClient
  loadingDelayMs?: number
  store?: KeyValueStore
}

type Loaded = { student: Student; state: DashboardState; notice: string | null }

/** /dashboard: checks the session, loads the student's card, and runs the card flow. */
export function DashboardIsland({
  data = dataClient(),
  loadingDelayMs = DASHBOARD_LOADING_DELAY_MS,
  store,
}: DashboardIslandProps) {
  const kv = useMemo(() => store ?? browserStore(), [store])
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
  return <Dashboard data={data} store={kv} initial={loaded} />
}

function Dashboard({
  data,
  store,
  initial,
}: {
  data: DataClient
  store: KeyValueStore
  initial: Loaded
}) {
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

  useEffect(() => {
    document.title = documentTitle(state)
  }, [state])

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
      case 'quiz-results':
        return (
          <QuizInfoCard
            questionCount={DASHBOARD_QUESTIONS.length}
            onStart={() => dispatch({ type: 'submitted' })}
            onBack={() => dispatch({ type: 'close' })}
          />
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
          <UniversityPicker
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
      {card}
    </DashboardShell>
  )
}
