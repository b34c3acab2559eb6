export { ContactForm, type ContactFormProps, type ContactSendValues } from './ContactForm.tsx'
