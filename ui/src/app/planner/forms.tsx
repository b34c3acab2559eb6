import type { ComponentProps } from 'react'
import type { ApplicationForm as ApplicationFormView } from '../../components/ApplicationForm/ApplicationForm.tsx'
import type { InterviewForm as InterviewFormView } from '../../components/InterviewForm/InterviewForm.tsx'
import type { PortalForm as PortalFormView } from '../../components/PortalForm/PortalForm.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { Loaded, type PartCode } from './loaded.tsx'

// The Applications section's forms load on the step that opens them (ADR 0090): with them in the
// section's file, /planner#applications is over the 130 KB budget.

const applicationForm: PartCode<ComponentProps<typeof ApplicationFormView>> = () =>
  import('../../components/ApplicationForm/ApplicationForm.tsx').then((m) => m.ApplicationForm)
const portalForm: PartCode<ComponentProps<typeof PortalFormView>> = () =>
  import('../../components/PortalForm/PortalForm.tsx').then((m) => m.PortalForm)
const interviewForm: PartCode<ComponentProps<typeof InterviewFormView>> = () =>
  import('../../components/InterviewForm/InterviewForm.tsx').then((m) => m.InterviewForm)

const loading = <Spinner label="Loading the form..." />

export function ApplicationForm(props: ComponentProps<typeof ApplicationFormView>) {
  return <Loaded code={applicationForm} props={props} loading={loading} />
}

export function PortalForm(props: ComponentProps<typeof PortalFormView>) {
  return <Loaded code={portalForm} props={props} loading={loading} />
}

export function InterviewForm(props: ComponentProps<typeof InterviewFormView>) {
  return <Loaded code={interviewForm} props={props} loading={loading} />
}
