import type { ComponentPropsWithoutRef } from 'react'
import { BackOrNext, DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { FeatureBlurbs, type Blurb } from '../FeatureBlurbs/FeatureBlurbs.tsx'
import { chart, lightbulb, questions, star } from '../Icon/icons.ts'

export const MATCHME_BLURBS: readonly Blurb[] = [
  {
    icon: questions,
    title: 'Five quick questions',
    text: 'Your interests, setting, size, budget and GPA.',
  },
  {
    icon: chart,
    title: 'Real university data',
    text: 'Scored against 1,963 U.S. four-year schools.',
  },
  {
    icon: lightbulb,
    title: 'Reasons you can read',
    text: 'Every match says why, and what the data does not report.',
  },
  {
    icon: star,
    title: 'Build your list',
    text: 'Add the matches you like to your list in one click.',
  },
]

export type MatchMeIntroCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  onStart: () => void
  onBack: () => void
  onClose: () => void
}

/** MatchMe's introduction: what the quiz does, then Start the Quiz or Go Back. */
export function MatchMeIntroCard({ onStart, onBack, onClose, ...rest }: MatchMeIntroCardProps) {
  return (
    <DashboardCard
      title="MatchMe"
      lead="Find universities that fit you, from what you tell us and what the data shows."
      onClose={onClose}
      actions={<BackOrNext onBack={onBack} nextLabel="Start the Quiz" onNext={onStart} />}
      {...rest}
    >
      <FeatureBlurbs items={MATCHME_BLURBS} />
    </DashboardCard>
  )
}
