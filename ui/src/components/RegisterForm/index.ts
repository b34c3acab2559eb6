export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx'
