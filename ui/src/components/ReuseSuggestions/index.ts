export { ReuseSuggestions, type ReuseSuggestionsProps } from './ReuseSuggestions.tsx'
