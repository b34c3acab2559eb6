export { EssayLibrary, type EssayLibraryProps } from './EssayLibrary.tsx'
