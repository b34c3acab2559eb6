export { EssayEditor, type EssayEditorProps } from './EssayEditor.tsx'
