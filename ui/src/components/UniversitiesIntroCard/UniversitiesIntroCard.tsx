import type { ComponentPropsWithoutRef } from 'react'
import { BackOrNext, DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { FeatureBlurbs, type Blurb } from '../FeatureBlurbs/FeatureBlurbs.tsx'
import { check, list, search, trending } from '../Icon/icons.ts'

export const UNIVERSITIES_BLURBS: readonly Blurb[] = [
  {
    icon: search,
    title: 'Search every school',
    text: 'All 1,963 U.S. four-year institutions, by name or city.',
  },
  {
    icon: trending,
    title: 'Popular picks',
    text: 'The most applied-to universities, to start from.',
  },
  { icon: check, title: 'Select several', text: 'Choose as many as you like, then continue.' },
  {
    icon: list,
    title: 'Your list, saved',
    text: 'Your choices are saved to your list on your profile.',
  },
]

export type UniversitiesIntroCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  onBrowse: () => void
  onBack: () => void
}

/** The introduction to choosing universities yourself. */
export function UniversitiesIntroCard({ onBrowse, onBack, ...rest }: UniversitiesIntroCardProps) {
  return (
    <DashboardCard
      title="Select Universities"
      lead="Already have schools in mind? Build your list here."
      onClose={onBack}
      actions={<BackOrNext onBack={onBack} nextLabel="Browse Universities" onNext={onBrowse} />}
      {...rest}
    >
      <FeatureBlurbs items={UNIVERSITIES_BLURBS} />
    </DashboardCard>
  )
}
