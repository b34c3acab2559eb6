// Search budget in the browser (issue 18): results on screen at most 100 ms after the last
// keystroke's debounce, in the dashboard's university picker (Chromium, the built site, a real
// PocketBase with the catalogue, loopback). Each of the issue's 18 queries is typed at once into a
// cleared box; timed inside the page from the input event to the expected school being the first
// result, minus the picker's debounce. Also: the first search of a visit typed the moment the
// picker opens (it waits for the index's download). Run: `pnpm bench:search` (`--no-build`).
import { SEARCH_DEBOUNCE_MS } from '../ui/src/app/dashboard/use-university-picker.ts'
import { ISSUE_QUERIES } from '../ui/src/testing/search-queries.ts'
import { machine, median, spread } from './machine.ts'
import { withSignedInPage } from './quiz-results.ts'

const REPEATS = 3
const BUDGET_MS = 100

/** Types `query` in one input event and resolves with the ms until `name` is the first result. */
function timeSearch([query, name, debounce]: [string, string, number]): Promise<number> {
  return new Promise((resolve, reject) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')
    if (!input) throw new Error('no search box')
    const firstName = () =>
      document
        .querySelector('ul[aria-label="Search results"] li button span:nth-child(2)')
        ?.textContent.trim()
    const timeout = setTimeout(() => reject(new Error(`"${query}" never showed ${name}`)), 15000)
    let start = 0
    const observer = new MutationObserver(() => {
      if (firstName() !== name) return
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() => resolve(performance.now() - start - debounce))
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    // React reads the value through the native setter, as when a student types.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
    descriptor?.set?.call(input, query)
    start = performance.now()
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

if (import.meta.main) {
  await withSignedInPage(async (page, origin) => {
    const search = (query: string, name: string) =>
      page.evaluate(timeSearch, [query, name, SEARCH_DEBOUNCE_MS] as [string, string, number])
    await page.goto(`${origin}/dashboard`)
    await page.getByRole('button', { name: /Select Universities/ }).click()
    await page.getByRole('button', { name: 'Browse Universities' }).click()
    await page.getByLabel('Search universities').waitFor()
    // The first search of the visit, typed as soon as the picker shows.
    const [firstQuery, firstName] = ISSUE_QUERIES[0] ?? ['', '']
    const first = await search(firstQuery, firstName)

    const times: number[] = []
    for (let run = 0; run < REPEATS; run++) {
      for (const [query, name] of ISSUE_QUERIES) {
        await page.getByLabel('Search universities').fill('')
        await page.getByRole('heading', { name: 'Results' }).waitFor({ state: 'detached' })
        times.push(await search(query, name))
      }
    }
    const sorted = [...times].sort((a, b) => a - b)
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN
    console.log(`machine: ${JSON.stringify(machine())}`)
    console.log(
      `search results on screen after the ${SEARCH_DEBOUNCE_MS} ms debounce, ${times.length} searches (${ISSUE_QUERIES.length} queries x ${REPEATS}): median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (spread ${(spread(times) * 100).toFixed(0)}%; budget ${BUDGET_MS} ms at p95); first search of the visit, typed as the picker opened: ${first.toFixed(0)} ms after the debounce`,
    )
    if (p95 > BUDGET_MS) process.exitCode = 1
  })
}
