/**
 * The form in which names are compared when searching: lower case, no accents, punctuation as
 * spaces. The server fills `universities.search_text` with this very function, bundled into
 * pocketbase/pb_hooks/lib/search-core.js by `pnpm typegen` (ADR 0058).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}
