// The quiz's later parts, loaded when first shown (shared/on-demand.tsx).
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { onDemand } from '../shared/on-demand.tsx'

export const LazyQuizResults = onDemand(
  () => import('../../components/QuizResults/QuizResults.tsx').then((m) => m.QuizResults),
  <Spinner label="Finding your matches..." />,
)
export const LazyQuizStep = onDemand(() =>
  import('../../components/QuizStep/QuizStep.tsx').then((m) => m.QuizStep),
)
