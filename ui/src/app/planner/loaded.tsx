import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { RetryBanner } from '../../components/Banner/Banner.tsx'

// A part of the planner whose code is fetched when it is first drawn (ADR 0090): a section's
// panel, or a form only a student's step opens. While it arrives the part shows `loading`; if it
// cannot arrive (offline), it says so in place and asks again on "Try again", and the rest of the
// page, with anything typed elsewhere, is left as it was.

/** Fetches a part's code: a plain dynamic import of its module, picking the component. */
export type PartCode<P> = () => Promise<ComponentType<P>>

// One lazy component per part, so that drawing it again (a form reopened for another school)
// does not wait again; a failed one is forgotten, so that "Try again" fetches anew.
const parts = new Map<unknown, unknown>()

function partOf<P>(code: PartCode<P>): ComponentType<P> {
  const known = parts.get(code) as LazyExoticComponent<ComponentType<P>> | undefined
  if (known) return known as ComponentType<P>
  const part = lazy(() => code().then((drawn) => ({ default: drawn })))
  parts.set(code, part)
  return part as ComponentType<P>
}

/** Catches a part whose code failed to load, so that the page around it stays as it was. */
class LoadFailure extends Component<
  { failed: ReactNode; children: ReactNode },
  { error: boolean }
> {
  override state = { error: false }
  static getDerivedStateFromError(): { error: boolean } {
    return { error: true }
  }
  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children
  }
}

export type LoadedProps<P> = {
  code: PartCode<P>
  /** The part's props. */
  props: P
  /** Drawn while the code arrives, in the part's place and shape. */
  loading: ReactNode
  /** Wraps the failure's banner (a section keeps its heading). */
  frame?: (banner: ReactNode) => ReactNode
}

/** Draws the part `code` fetches, with `loading` until it arrives. */
export function Loaded<P extends object>({
  code,
  props,
  loading,
  frame = (banner) => banner,
}: LoadedProps<P>) {
  const [attempt, setAttempt] = useState(0)
  const [Part, setPart] = useState(() => partOf(code))
  const retry = () => {
    parts.delete(code)
    setPart(() => partOf(code))
    setAttempt((count) => count + 1)
  }
  return (
    <LoadFailure
      key={attempt}
      failed={frame(
        <RetryBanner onRetry={retry}>
          This part of your planner could not be loaded. Check your connection and try again.
        </RetryBanner>,
      )}
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </LoadFailure>
  )
}
