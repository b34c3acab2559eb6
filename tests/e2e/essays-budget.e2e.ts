import { loadedScripts, SIGNED_IN_JS_BUDGET } from '../../scripts/js-budget.ts'
import { apiStudent, essayOf, signIn } from './essays-helpers.ts'
import { expect, test } from './fixtures.ts'
import { essayText } from '../../ui/src/testing/essay-fixtures.ts'

// The signed-in JavaScript budget (100 KB gzip, issue 13) for /essays, as Chromium loads it for a
// signed-in student with essays: everything until the network is idle, the SDK included.
test('/essays loads at most 100 KB of JavaScript (gzip), signed in, with a library', async ({
  page,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  await essayOf(
    baseURL!,
    student,
    { kind: 'personal', title: 'Personal statement' },
    essayText(600),
  )
  await essayOf(baseURL!, student, { title: 'Why Northwestern', prompt: 'Why us?' }, essayText(250))
  await signIn(page, student)
  const loaded = await loadedScripts(page, '/essays/')
  expect(new URL(loaded.finalUrl).pathname).toBe('/essays/')
  await expect(page.getByRole('button', { name: 'Why Northwestern' })).toBeVisible()
  console.log(
    `/essays/: ${loaded.totalGzipBytes} bytes of JavaScript (gzip), budget ${SIGNED_IN_JS_BUDGET}`,
  )
  expect(loaded.totalGzipBytes).toBeLessThanOrEqual(SIGNED_IN_JS_BUDGET)
})
