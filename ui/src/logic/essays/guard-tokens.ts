/**
 * The words of a text as the name guard compares them: letters and digits (and "&"), each with
 * its key (searchKey's folding, with Saint/Mount/Fort as St/Mt/Ft) and its place in the text.
 */
import { searchKey } from '../search/search-key.ts'

const TOKEN = /[\p{L}\p{N}]+|&/gu
const KEY_ALIASES: Record<string, string> = { saint: 'st', mount: 'mt', fort: 'ft' }

export type Token = { raw: string; key: string; start: number; end: number }

export function tokens(text: string): Token[] {
  const result: Token[] = []
  for (const match of text.matchAll(TOKEN)) {
    const key = searchKey(match[0]).replace(/ /g, '')
    result.push({
      raw: match[0],
      key: KEY_ALIASES[key] ?? key,
      start: match.index,
      end: match.index + match[0].length,
    })
  }
  return result
}

/** The keys of `text`'s words, joined by spaces. */
export function keyOf(text: string): string {
  return tokens(text)
    .map((t) => t.key)
    .join(' ')
}
