import { getCollection, getEntry, type CollectionKey } from 'astro:content'

/** A page's copy; the build fails if the entry is missing. */
export async function pageCopy(id: string) {
  const entry = await getEntry('pages', id)
  if (!entry) throw new Error(`src/content/pages/${id}.json is missing`)
  return entry.data
}

/** A legal document (terms, privacy) as plain data, ready for <LegalDocument> or <LegalModal>. */
export async function legalDocument(id: 'terms' | 'privacy') {
  const entry = await getEntry('legal', id)
  if (!entry) throw new Error(`src/content/legal/${id}.json is missing`)
  return entry.data
}

/** A collection's entries in their `order`. */
export async function ordered<
  C extends 'features' | 'stats' | 'team' | 'values' | 'faq' | 'contactDetails',
>(collection: C & CollectionKey) {
  const entries = await getCollection(collection)
  return entries.sort((a, b) => a.data.order - b.data.order)
}
