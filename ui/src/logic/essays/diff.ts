/**
 * A word-level comparison of two versions of an essay (Myers' O(ND) difference algorithm over
 * words and the spaces between them). The island loads this module only when the student asks to
 * compare; it is our own rather than the `diff` package because it is a third of its size and
 * word-level is all the compare view needs (docs/adr/0046-essay-saves-and-versions.md).
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }

export type DiffSummary = { added: number; removed: number }

/** Words and the whitespace runs between them, so the parts join back into either text. */
function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? []
}

export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokenize(before)
  const b = tokenize(after)
  // Common start and end cost nothing to compare and are most of two versions.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const parts: DiffPart[] = []
  push(parts, 'same', a.slice(0, start).join(''))
  for (const part of middle(a.slice(start, endA), b.slice(start, endB)))
    push(parts, part.kind, part.text)
  push(parts, 'same', a.slice(endA).join(''))
  return parts
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (text === '') return
  const last = parts[parts.length - 1]
  if (last?.kind === kind) last.text += text
  else parts.push({ kind, text })
}

/** Myers' greedy forward search with a trace, then a walk back to build the edit script. */
function middle(a: string[], b: string[]): DiffPart[] {
  const n = a.length
  const m = b.length
  const max = n + m
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  const trace: Int32Array[] = []
  let found = false
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice())
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) {
        found = true
        break
      }
    }
  }
  const script: DiffPart[] = []
  let x = n
  let y = m
  for (let d = trace.length - 1; d >= 0; d--) {
    const previous = trace[d] ?? v
    const k = x - y
    const down =
      k === -d || (k !== d && (previous[offset + k - 1] ?? 0) < (previous[offset + k + 1] ?? 0))
    const prevK = down ? k + 1 : k - 1
    const prevX = previous[offset + prevK] ?? 0
    const prevY = prevX - prevK
    while (x > prevX && y > prevY) {
      script.push({ kind: 'same', text: a[x - 1] ?? '' })
      x--
      y--
    }
    if (d > 0) {
      if (down) script.push({ kind: 'added', text: b[y - 1] ?? '' })
      else script.push({ kind: 'removed', text: a[x - 1] ?? '' })
      x = prevX
      y = prevY
    }
  }
  return script.reverse()
}

/** Words added and removed, for the compare view's heading. */
export function summarize(parts: readonly DiffPart[]): DiffSummary {
  const count = (text: string) => (text.match(/[^\s]+/g) ?? []).length
  let added = 0
  let removed = 0
  for (const part of parts) {
    if (part.kind === 'added') added += count(part.text)
    if (part.kind === 'removed') removed += count(part.text)
  }
  return { added, removed }
}

/** The two texts back from a diff: what a test checks, and what "restore" would rebuild. */
export function sides(parts: readonly DiffPart[]): { before: string; after: string } {
  let before = ''
  let after = ''
  for (const part of parts) {
    if (part.kind !== 'added') before += part.text
    if (part.kind !== 'removed') after += part.text
  }
  return { before, after }
}
