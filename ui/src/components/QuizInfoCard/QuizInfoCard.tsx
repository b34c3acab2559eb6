import type { ComponentPropsWithoutRef } from 'react'
import { BackOrNext, DashboardCard } from '../DashboardCard/DashboardCard.tsx'

export type QuizInfoCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** How many questions the quiz has. */
  questionCount: number
  onStart: () => void
  onBack: () => void
}

/** The quiz's information screen: what to expect before the first question. */
export function QuizInfoCard({ questionCount, onStart, onBack, ...rest }: QuizInfoCardProps) {
  return (
    <DashboardCard
      title="About the MatchMe Quiz"
      onClose={onBack}
      actions={<BackOrNext onBack={onBack} nextLabel="Start the Quiz" onNext={onStart} />}
      {...rest}
    >
      <ul>
        <li>{questionCount} questions, one at a time: about 5-7 minutes.</li>
        <li>Your answers are saved to your account, so you can come back and retake the quiz.</li>
        <li>Matches come from U.S. Department of Education data; each says why it matched.</li>
      </ul>
    </DashboardCard>
  )
}
