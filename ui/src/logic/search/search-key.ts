/**
 * The form in which names are compared when searching: lower case, no accents, punctuation as
 * spaces. Equal to pocketbase/pb_hooks/lib/search.js, which fills `universities.search_text`
 * (an integration test compares the two over the whole catalogue).
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
