export { InlineForm, type InlineFormProps } from './InlineForm.tsx'
