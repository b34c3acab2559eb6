// Sign-out leaves nothing readable (issue 24, ADR 0076), in Chromium against the built site and a
// real PocketBase: a student signs in, answers part of the quiz and types an essay, signs out
// (with and without unsent work, saving it or discarding it), and then the browser's IndexedDB
// databases, localStorage, sessionStorage and Cache Storage are read back: nothing of theirs is
// left. A student who says "This is a shared computer" has nothing personal written while they
// work; and a second student signing in never finds the first one's leftovers.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { apiStudent, essayOf, serverEssay, type ApiStudent } from './essays-helpers.ts'
import { submitLogin } from './auth-helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'
import { quizReady } from './helpers.ts'

const PASSWORD = 'correct-horse-battery' // apiStudent's
const NAME = 'Rosalind Vexley'
const TITLE = 'Why Vexley Tech'
const PROMPT = 'What draws you to the marsh ecology lab?'
const SAVED = 'The heron arrived before the bus did.'
const TYPED = ' Every morning it waited at the culvert, and so did I, notebook open.'
const DIALOG = 'You have changes not yet saved to your account'

const essayBox = (page: Page) => page.getByRole('textbox', { name: 'Your essay' })
const saveStatus = (page: Page) => page.locator('p[role="status"][data-state]')

/** Everything the browser keeps for the site's origin, read by the page itself. */
type DeviceContents = {
  databases: string[]
  records: Record<string, unknown[]>
  local: Record<string, string>
  session: Record<string, string>
  cached: { url: string; body: string }[]
}

function readDevice(page: Page): Promise<DeviceContents> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error ?? new Error('IndexedDB failed'))
      })
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '')
    const records: Record<string, unknown[]> = {}
    for (const name of databases) {
      const db = await request(indexedDB.open(name))
      for (const store of db.objectStoreNames) {
        records[`${name}/${store}`] = await request(
          db.transaction(store).objectStore(store).getAll(),
        )
      }
      db.close()
    }
    const cached: { url: string; body: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const key of await cache.keys()) {
        cached.push({ url: key.url, body: (await (await cache.match(key))?.text()) ?? '' })
      }
    }
    return {
      databases,
      records,
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cached,
    }
  })
}

/** What would say whose this device was: anything of the student's, in any form. */
function traces(student: ApiStudent): string[] {
  return [NAME, student.email, student.record.id, student.token, TITLE, PROMPT, SAVED, TYPED.trim()]
}

/** Nothing of `student` is left anywhere the browser keeps things for the site. */
async function expectNothingOf(page: Page, student: ApiStudent): Promise<void> {
  const kept = await readDevice(page)
  for (const [store, values] of Object.entries(kept.records)) expect(values, store).toEqual([])
  expect(kept.local, 'localStorage').toEqual({})
  expect(kept.session, 'sessionStorage').toEqual({})
  // The essays page's offline copy: the page shell and the build's scripts, no one's data.
  for (const { url } of kept.cached) expect(new URL(url).pathname).toMatch(/^\/(essays\/|_astro\/)/)
  const everything = JSON.stringify(kept)
  for (const trace of traces(student)) expect(everything, trace).not.toContain(trace)
}

/** Signs in through the form, on a shared computer or not, and waits for the dashboard. */
async function signIn(page: Page, student: ApiStudent, shared = false): Promise<void> {
  await page.goto('/login')
  if (shared) await page.getByRole('checkbox', { name: 'This is a shared computer' }).check()
  await submitLogin(page, student.email, PASSWORD)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
}

/** Answers the first two questions of /quiz (a quiz left part way). */
async function answerPartOfQuiz(page: Page): Promise<void> {
  await page.goto('/quiz')
  await quizReady(page)
  await page.getByRole('radio', { name: 'Natural Sciences' }).check()
  await expect(page.getByText('Question 2 of 8')).toBeVisible()
  await page.getByRole('radio', { name: 'In the countryside' }).check()
  await expect(page.getByText('Question 3 of 8')).toBeVisible()
}

/** Opens the essay and waits until its text (`text`, as the server has it) is drawn. */
async function openEssay(page: Page, essayId: string, text = SAVED): Promise<void> {
  await page.goto(`/essays/?essay=${essayId}`)
  await expect(essayBox(page)).toHaveValue(text)
}

/** Types into the essay while offline: the text is on the device only. */
async function typeOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await essayBox(page).fill(`${SAVED}${TYPED}`)
  await expect(saveStatus(page)).toHaveText(/^Offline: saved on this device/)
  // The device holds the text and the library (titles, prompts): what a sign-out must clear.
  await expect
    .poll(async () => JSON.stringify((await readDevice(page)).records))
    .toContain(TYPED.trim())
  expect(JSON.stringify((await readDevice(page)).records)).toContain(PROMPT)
}

/** Chooses Sign Out in the navbar's menu. */
async function navbarSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: NAME }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
}

async function studentWithEssay(
  baseURL: string,
): Promise<{ student: ApiStudent; essayId: string }> {
  const student = await apiStudent(baseURL, NAME)
  const essayId = await essayOf(baseURL, student, { title: TITLE, prompt: PROMPT }, SAVED)
  return { student, essayId }
}

/**
 * A signed-in student (with the quiz left part way when `quiz`) types into their essay offline and
 * chooses Sign Out in the navbar: the question it asks.
 */
async function signOutWithUnsentEssay(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  quiz: boolean,
) {
  const { student, essayId } = await studentWithEssay(baseURL)
  await signIn(page, student)
  if (quiz) await answerPartOfQuiz(page)
  await openEssay(page, essayId)
  await typeOffline(page, context)
  await navbarSignOut(page)
  const dialog = page.getByRole('alertdialog', { name: DIALOG })
  await expect(dialog).toBeVisible()
  return { student, essayId, dialog }
}

test('signing out with unsent work asks, saves it once back online, and leaves nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const { student, essayId, dialog } = await signOutWithUnsentEssay(page, context, baseURL!, true)
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Your essay "${TITLE}"`,
    'Your quiz answers (2 questions answered, not submitted)',
  ])
  // Offline it cannot send, and says so.
  await expect(dialog.getByRole('alert')).toContainText("You're offline")
  const save = dialog.getByRole('button', { name: 'Save and sign out' })
  await expect(save).toBeDisabled()
  await expectNoAxeViolations(page, 'the sign-out question, offline')

  await context.setOffline(false)
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page).toHaveURL(/\/login\/?$/)
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
  await expectNothingOf(page, student)

  // What was unsent is on the account: the essay's text, and the quiz where it was left.
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(`${SAVED}${TYPED}`)
  const account = await (
    await fetch(`${baseURL}/api/collections/users/records/${student.record.id}`, {
      headers: { authorization: student.token },
    })
  ).json()
  expect(account).toMatchObject({
    quizAnswers: { academicInterest: 'science', locationPreference: 'rural' },
    quizCompleted: false,
  })
})

test('discarding unsent work offline signs out and leaves nothing; the account keeps its own copy', async ({
  page,
  context,
  baseURL,
}) => {
  const { student, essayId, dialog } = await signOutWithUnsentEssay(page, context, baseURL!, false)
  await dialog.getByRole('button', { name: 'Sign out and discard them' }).click()
  // The way to /login needs the network: the device was cleared before it.
  await expect(dialog).toBeHidden()
  await context.setOffline(false)
  await page.goto('/login')
  await expectNothingOf(page, student)
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(SAVED)
})

test('Stay keeps the student signed in, with their work on the device', async ({
  page,
  baseURL,
}) => {
  const { student } = await studentWithEssay(baseURL!)
  await signIn(page, student)
  await answerPartOfQuiz(page)
  await navbarSignOut(page)
  const dialog = page.getByRole('alertdialog', { name: DIALOG })
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Your quiz answers (2 questions answered, not submitted)',
  ])
  await expectNoAxeViolations(page, 'the sign-out question')
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/quiz\/?$/)
  await expect(page.getByText('Question 3 of 8')).toBeVisible()
  expect(Object.keys((await readDevice(page)).local)).toContain(
    `college-compass:quiz-draft:${student.record.id}`,
  )
})

test("with nothing unsent, the profile's Sign Out asks nothing and leaves nothing", async ({
  page,
  baseURL,
}) => {
  const { student, essayId } = await studentWithEssay(baseURL!)
  await signIn(page, student)
  await openEssay(page, essayId)
  await essayBox(page).fill(`${SAVED}${TYPED}`)
  await expect(saveStatus(page)).toHaveText('Saved')
  // The device holds the library's copy and the saved draft: what a sign-out must clear.
  await expect.poll(async () => JSON.stringify((await readDevice(page)).records)).toContain(PROMPT)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/login\/?$/)
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expectNothingOf(page, student)
})

test('on a shared computer nothing personal is written while the student works', async ({
  page,
  context,
  baseURL,
}) => {
  const { student, essayId } = await studentWithEssay(baseURL!)
  // Leaving a page with work held only in memory asks first; this test says what to answer.
  const prompts: string[] = []
  let leave = true
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type())
    void (leave ? dialog.accept() : dialog.dismiss())
  })
  await signIn(page, student, true)
  await answerPartOfQuiz(page)
  const onQuiz = await readDevice(page)
  expect(onQuiz.local, 'localStorage').toEqual({})

  await openEssay(page, essayId)
  await expect(
    page.getByText('This is a shared computer: your drafts are not kept on this device.'),
  ).toBeVisible()
  await essayBox(page).fill(`${SAVED}${TYPED}`)
  await expect(saveStatus(page)).toHaveText('Saved')
  await page.goto('/essays/')
  await expect(page.getByText(TITLE)).toBeVisible()

  const kept = await readDevice(page)
  expect(kept.local, 'localStorage').toEqual({})
  expect(kept.databases, 'IndexedDB').toEqual([])
  // The session is this tab's, and ends with it.
  expect(Object.keys(kept.session).sort()).toEqual([
    'college-compass:shared-computer',
    'pocketbase_auth',
  ])
  for (const { url } of kept.cached) expect(new URL(url).pathname).toMatch(/^\/(essays\/|_astro\/)/)

  // Text kept only in memory is not lost to a reload without the browser asking first.
  await openEssay(page, essayId, `${SAVED}${TYPED}`)
  await context.setOffline(true)
  const more = `${SAVED}${TYPED} One more line.`
  await essayBox(page).fill(more)
  leave = false
  prompts.length = 0
  await page.evaluate(() => {
    location.reload()
  })
  await expect.poll(() => prompts).toEqual(['beforeunload'])
  await expect(essayBox(page)).toHaveValue(more)
  expect((await readDevice(page)).local).toEqual({})

  // Signing out offline asks; back online, the text is saved and nothing is left.
  await navbarSignOut(page)
  const dialog = page.getByRole('alertdialog', { name: DIALOG })
  await expect(dialog.getByRole('alert')).toContainText("You're offline")
  await context.setOffline(false)
  await dialog.getByRole('button', { name: 'Save and sign out' }).click()
  await expect(page).toHaveURL(/\/login\/?$/)
  await expectNothingOf(page, student)
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(more)
})

test("a student signing in after a refused session never finds the previous student's work", async ({
  page,
  context,
  baseURL,
}) => {
  const first = await studentWithEssay(baseURL!)
  await signIn(page, first.student)
  await openEssay(page, first.essayId)
  await typeOffline(page, context)
  // Their password is changed elsewhere before the text is sent: this session is refused.
  await page.route('**/api/essays/**', (route) => route.abort())
  await context.setOffline(false)
  await fetch(`${baseURL}/api/collections/users/records/${first.student.record.id}`, {
    method: 'PATCH',
    headers: { authorization: first.student.token, 'content-type': 'application/json' },
    body: JSON.stringify({
      oldPassword: PASSWORD,
      password: 'a-new-horse-123',
      passwordConfirm: 'a-new-horse-123',
    }),
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\/?$/)
  await page.unroute('**/api/essays/**')
  // Only what their account never got waits on the device, for them.
  const left = await readDevice(page)
  // (The browser's id in essay saves is no one's data; the draft carries its own.)
  expect(Object.keys(left.local)).toEqual(['essays-device'])
  expect(JSON.stringify(left.records)).toContain(TYPED.trim())
  expect(JSON.stringify(left.records)).not.toContain(PROMPT)

  // Someone else signs in on this browser: the first student's leftovers are gone.
  const second = await apiStudent(baseURL!, 'Tomas Ferreira')
  await submitLogin(page, second.email, PASSWORD)
  await expect(page.getByRole('heading', { name: /^Welcome, Tomas/ })).toBeVisible()
  const kept = await readDevice(page)
  const everything = JSON.stringify(kept)
  for (const trace of traces(first.student)) expect(everything, trace).not.toContain(trace)
})
