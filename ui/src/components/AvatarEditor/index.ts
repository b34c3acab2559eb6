export { AvatarEditor, AVATAR_ACCEPT, type AvatarEditorProps } from './AvatarEditor.tsx'
