// Search keys for the catalogue: lower case, no accents, punctuation as spaces, single spaces.
// Must stay equal to ui/src/logic/search/search-key.ts; an integration test compares the two over
// the whole catalogue.
function searchKey(text) {
  return String(text == null ? '' : text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

module.exports = { searchKey }
