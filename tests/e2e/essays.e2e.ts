// /essays in Chromium against the built site and a real PocketBase: an essay typed, kept through
// going offline and a reload, sent when back online; a second device's edit shown as a conflict;
// marking final after the name guard; the whole path by keyboard; this cycle's Common App presets;
// axe on every state.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  apiStudent,
  applyTo,
  essayOf,
  openEssaysAs,
  plannerZone,
  serverEssay,
} from './essays-helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'
import { cycleRules } from './helpers.ts'

const FIRST =
  'Every Tuesday I tutored third graders at the library on Elm Street, and one boy named Sam ' +
  'taught me more about patience than any class I have taken.'
const OFFLINE =
  ' When the storm knocked out our power, I kept writing by lamplight, sure every word was lost.'
const MORE = ' It was not.'

const essayBox = (page: Page) => page.getByRole('textbox', { name: 'Your essay' })
/** The editor's save indicator (a status line of its own). */
const saveStatus = (page: Page) => page.locator('p[role="status"][data-state]')

/** Waits until this device's copy of an essay (IndexedDB) holds `text`. */
async function storedOnDevice(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('college-compass')
            open.onsuccess = () => {
              const all = open.result.transaction('essays').objectStore('essays').getAll()
              all.onsuccess = () =>
                resolve(
                  (all.result as { draft?: { text?: string } }[]).map((v) => v.draft?.text ?? ''),
                )
            }
            open.onerror = () => resolve([])
          }),
      ),
    )
    .toContain(text)
}

/** Whether the page's service worker holds every script the page has loaded. */
function scriptsKeptOffline(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const cache = await caches.open('essays-v1')
    const kept = new Set((await cache.keys()).map((request) => request.url))
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/_astro/'))
      .every((name) => kept.has(name))
  })
}

/** Presses Tab until `target` has the focus (a keyboard-only student's way there). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let n = 0; n < most; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('an essay typed offline survives a reload, and reaches the server once back online', async ({
  page,
  context,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  await applyTo(baseURL!, student, 'Northwestern University', { deadline_date: '2027-01-03' })
  // Found from the dashboard, as a student finds it.
  await openEssaysAs(page, student, '/dashboard')
  await page
    .getByRole('navigation', { name: 'Your tools' })
    .getByRole('link', { name: 'Essays' })
    .click()
  await expect(page).toHaveURL(/\/essays\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible()
  await expect(page.getByText('No essays yet.', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page, 'the empty library')

  await page.getByRole('button', { name: 'New supplement' }).click()
  const form = page.getByRole('form', { name: 'New supplement' })
  await form.getByLabel('Title').fill('Why Northwestern')
  await form
    .getByLabel('Prompt', { exact: true })
    .fill('Why do you want to attend Northwestern? (300 words)')
  await form.getByLabel('Limit counts').selectOption('words')
  await form.getByLabel('Limit', { exact: true }).fill('300')
  await form.getByRole('checkbox', { name: 'Northwestern University' }).check()
  await expectNoAxeViolations(page, 'the new supplement form')
  await form.getByRole('button', { name: 'Create essay' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Why Northwestern' })).toBeVisible()
  await expect(
    page.getByText('For Northwestern University, due Sun, Jan 3, 2027, 11:59 PM (New York time)'),
  ).toBeVisible()
  const essayId = new URL(page.url()).searchParams.get('essay')!
  // The page's service worker keeps it for offline use once it has taken over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => scriptsKeptOffline(page)).toBe(true)

  await essayBox(page).fill(FIRST)
  await expect(saveStatus(page)).toHaveText('Saved')
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(FIRST)
  await expectNoAxeViolations(page, 'the editor')

  await context.setOffline(true)
  await essayBox(page).fill(FIRST + OFFLINE)
  await essayBox(page).press('End')
  await page.keyboard.type(MORE)
  await expect(saveStatus(page)).toHaveText(/Offline: saved on this device|Saved on this device/)
  await storedOnDevice(page, FIRST + OFFLINE + MORE)

  await page.reload()
  await expect(essayBox(page)).toHaveValue(FIRST + OFFLINE + MORE)
  await expect(page.getByText(/You're offline: these are your essays/)).toBeVisible()
  await expect(saveStatus(page)).toHaveText(/Offline: saved on this device/)
  await expectNoAxeViolations(page, 'the editor, offline after a reload')
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(FIRST)

  await context.setOffline(false)
  await expect(saveStatus(page)).toHaveText('Saved')
  // The server answered: the offline notice is gone within 2 s of that save, nothing else done.
  await expect(page.getByText(/You're offline: these are your essays/)).toBeHidden({
    timeout: 2_000,
  })
  await expect(essayBox(page)).toHaveValue(FIRST + OFFLINE + MORE)
  const stored = await serverEssay(baseURL!, student, essayId)
  expect(stored.text).toBe(FIRST + OFFLINE + MORE)
  expect(stored.status).toBe('drafting')
})

test.describe('a student in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test("an essay is due on its school's clock, as the planner says it, never the next day", async ({
    page,
    baseURL,
  }) => {
    const student = await apiStudent(baseURL!)
    await plannerZone(baseURL!, student, 'America/Chicago')
    // Pomona's supplement: Jan 8, 11:59 pm in Los Angeles, which is 1:59 am on Jan 9 in Chicago.
    const pomona = await applyTo(baseURL!, student, 'Pomona College', {
      deadline_date: '2027-01-08',
      deadline_time: '23:59',
      deadline_zone_rule: 'school',
      deadline_zone: 'America/Los_Angeles',
    })
    // Northwestern's, on the student's own clock, two days later.
    const nu = await applyTo(baseURL!, student, 'Northwestern University', {
      deadline_date: '2027-01-10',
      deadline_zone_rule: 'student',
    })
    await essayOf(baseURL!, student, {
      title: 'Why Pomona',
      prompt: 'Why Pomona?',
      applications: [pomona],
    })
    const shared = await essayOf(baseURL!, student, {
      title: 'A community',
      prompt: 'Describe a community you belong to.',
      applications: [nu, pomona],
    })
    const northwestern = await essayOf(baseURL!, student, {
      title: 'Why Northwestern',
      prompt: 'Why Northwestern?',
      applications: [nu],
    })
    const POMONA_DUE = 'Fri, Jan 8, 2027, 11:59 PM (Los Angeles time)'

    await openEssaysAs(page, student)
    const row = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name: title }) })
    await expect(row('Why Pomona')).toContainText(`Due ${POMONA_DUE}`)
    // Shared by two applications: due at the earliest instant, in that application's zone.
    await expect(row('A community')).toContainText(`Due ${POMONA_DUE}`)
    await expect(row('Why Northwestern')).toContainText(
      'Due Sun, Jan 10, 2027, 11:59 PM (Chicago time)',
    )
    expect(await page.locator('main').innerText()).not.toMatch(/Jan 9/)

    await openEssaysAs(page, student, `/essays/?essay=${shared}`)
    await expect(
      page.getByText(`For Pomona College and Northwestern University, due ${POMONA_DUE}`),
    ).toBeVisible()
    await openEssaysAs(page, student, `/essays/?essay=${northwestern}`)
    await expect(
      page.getByText('For Northwestern University, due Sun, Jan 10, 2027, 11:59 PM (Chicago time)'),
    ).toBeVisible()

    // The planner says the same date and time.
    await page.goto('/planner/')
    await page
      .getByRole('navigation', { name: 'Planner sections' })
      .getByRole('button', { name: /^Applications/ })
      .click()
    await expect(page.getByRole('article', { name: 'Pomona College' })).toContainText(
      `Due ${POMONA_DUE}`,
    )
  })
})

test("another device's edit is shown as a conflict, never written over silently", async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  const essayId = await essayOf(
    baseURL!,
    student,
    { title: 'Community', prompt: 'Describe a community you belong to.' },
    'Alpha.',
  )
  await openEssaysAs(page, student, `/essays/?essay=${essayId}`)
  await expect(essayBox(page)).toHaveValue('Alpha.')
  await essayBox(page).fill('Alpha. Beta from the laptop.')
  await expect(saveStatus(page)).toHaveText('Saved')

  // The phone: another browser, the same student.
  const phone = await browser.newContext()
  const phonePage = await phone.newPage()
  await openEssaysAs(phonePage, student, `/essays/?essay=${essayId}`)
  await expect(essayBox(phonePage)).toHaveValue('Alpha. Beta from the laptop.')
  await essayBox(phonePage).fill('Alpha. Gamma from the phone.')
  await expect(saveStatus(phonePage)).toHaveText('Saved')
  await phone.close()

  await essayBox(page).fill('Alpha. Beta from the laptop. Delta, still on the laptop.')
  const both = page.getByRole('group', { name: 'Two versions of this essay' })
  await expect(both).toBeVisible()
  await expect(both).toContainText('Alpha. Beta from the laptop. Delta, still on the laptop.')
  await expect(both).toContainText('Alpha. Gamma from the phone.')
  await expect(saveStatus(page)).toHaveText('Changed on another device')
  // Nothing was overwritten: the server still holds the phone's text.
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe('Alpha. Gamma from the phone.')
  await expectNoAxeViolations(page, 'the conflict')

  await page.getByRole('button', { name: "Keep this device's text" }).click()
  await expect(saveStatus(page)).toHaveText('Saved')
  expect((await serverEssay(baseURL!, student, essayId)).text).toBe(
    'Alpha. Beta from the laptop. Delta, still on the laptop.',
  )
  // The phone's text is in the history.
  await page.getByRole('button', { name: 'History' }).click()
  await expect(
    page.getByText('From another device, before this one wrote over it').first(),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'the history')
})

test('marking final shows the name guard’s hits in context, then marks it', async ({
  page,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  const nu = await applyTo(baseURL!, student, 'Northwestern University')
  const essayId = await essayOf(
    baseURL!,
    student,
    {
      title: 'Why Northwestern',
      prompt: 'Why Northwestern?',
      applications: [nu],
      status: 'review',
    },
    'I first fell for journalism at Cornell University, reading old papers in the library. ' +
      'At Northwestern I want to report on rural broadband, and I will cheer for the Big Red.',
  )
  await openEssaysAs(page, student, `/essays/?essay=${essayId}`)
  await page.getByRole('button', { name: 'Check names and mark final' }).click()
  const guard = page.getByRole('region', {
    name: 'Before marking final for Northwestern University',
  })
  await expect(guard.getByRole('status')).toContainText('Found', { timeout: 30_000 })
  const likely = guard.getByRole('region', { name: /Likely left over/ })
  await expect(likely.getByText('Cornell University', { exact: true })).toBeVisible()
  await expect(likely).toContainText('I first fell for journalism at')

  await guard.getByLabel('Also warn me about').fill('Big Red')
  await guard.getByRole('button', { name: 'Add phrase' }).click()
  await expect(likely.getByText('Big Red', { exact: true })).toBeVisible()
  await expect
    .poll(async () => (await serverEssay(baseURL!, student, essayId)).guard_phrases)
    .toEqual(['Big Red'])
  await expectNoAxeViolations(page, 'the name guard')

  const markFinal = guard.getByRole('button', { name: 'Mark final' })
  await expect(markFinal).toBeDisabled()
  await guard.getByRole('checkbox', { name: 'I checked each likely leftover' }).check()
  await markFinal.click()
  await expect(page.getByText('Why Northwestern is marked final.')).toBeVisible()
  await expect
    .poll(async () => (await serverEssay(baseURL!, student, essayId)).status)
    .toBe('final')
})

test('the whole path by keyboard: a new supplement, words, a named version', async ({
  page,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  await openEssaysAs(page, student)
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'New supplement' }))
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'New supplement' })
  await tabTo(page, form.getByLabel('Title'))
  await page.keyboard.type('An activity')
  await tabTo(page, form.getByLabel('Prompt', { exact: true }))
  await page.keyboard.type('Briefly describe one of your activities.')
  await tabTo(page, form.getByRole('button', { name: 'Create essay' }))
  await page.keyboard.press('Enter')

  const heading = page.getByRole('heading', { level: 1, name: 'An activity' })
  await expect(heading).toBeFocused()
  await tabTo(page, essayBox(page))
  await page.keyboard.type('I repair bikes for neighbors on Saturdays.')
  await expect(saveStatus(page)).toHaveText('Saved')

  await tabTo(page, page.getByRole('button', { name: 'Name this version' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Version name' })).toBeFocused()
  await page.keyboard.type('First full draft')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Kept this text as "First full draft".')).toBeVisible()

  await tabTo(page, page.getByRole('link', { name: 'All essays' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'An activity' })).toBeVisible()
})

test("this cycle's Common App presets: a personal statement from a prompt, and Additional Information", async ({
  page,
  baseURL,
}) => {
  const rules = cycleRules()
  const student = await apiStudent(baseURL!)
  await applyTo(baseURL!, student, 'Northwestern University')
  await openEssaysAs(page, student)

  // A personal statement from one of the seven prompts: our title, the official wording linked.
  await page.getByRole('button', { name: 'New personal statement' }).click()
  let form = page.getByRole('form', { name: 'New personal statement' })
  const start = form.getByLabel(`Start from a Common App essay (${rules.cycle})`)
  await start.selectOption({ label: 'Prompt 2: An obstacle and what it taught you' })
  await expect(start).toHaveAccessibleDescription(
    new RegExp(`^Common App, ${rules.cycle} cycle: 250 to 650 words\\.`),
  )
  await expect(
    form.getByRole('link', { name: /^Common App's 2026-2027 essay prompts/ }),
  ).toHaveAttribute('href', rules.sources.essayPrompts!.url)
  await expectNoAxeViolations(page, 'a personal statement from a preset')
  await form.getByRole('button', { name: 'Create essay' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Personal statement: An obstacle and what it taught you',
    }),
  ).toBeFocused()
  await expect(page.getByText('0 / 650 words')).toBeVisible()

  // Additional Information: 300 words, with the Common App application.
  await page.getByRole('link', { name: 'All essays' }).click()
  await page.getByRole('button', { name: 'New supplement' }).click()
  form = page.getByRole('form', { name: 'New supplement' })
  await form
    .getByLabel(`Start from a Common App essay (${rules.cycle})`)
    .selectOption({ label: 'Additional Information' })
  await expect(form.getByRole('checkbox', { name: 'Northwestern University' })).toBeChecked()
  await form.getByRole('button', { name: 'Create essay' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Additional Information (Common App)' }),
  ).toBeFocused()
  await expect(page.getByText('0 / 300 words')).toBeVisible()
})
