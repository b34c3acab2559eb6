export {
  controlClass,
  FormField,
  type FieldControlProps,
  type FormFieldProps,
} from './FormField.tsx'
