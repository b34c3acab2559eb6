export {
  applicationOptions,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './SelectField.tsx'
