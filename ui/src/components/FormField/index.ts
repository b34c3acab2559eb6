export {
  controlClass,
  focusFirstInvalid,
  FormField,
  type FieldControlProps,
  type FormFieldProps,
} from './FormField.tsx'
