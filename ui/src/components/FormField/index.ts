export { FormField, controlClass, type FormFieldProps, type FieldControlProps } from './FormField.tsx'
