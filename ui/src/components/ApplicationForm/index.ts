export { ApplicationForm, type ApplicationFormProps } from './ApplicationForm.tsx'
