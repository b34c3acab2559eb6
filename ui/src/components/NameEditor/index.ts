export { NameEditor, type NameEditorProps } from './NameEditor.tsx'
