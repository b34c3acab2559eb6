import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'

let counter = 0

/** Registers a new student through the real sign-up page and waits for the dashboard greeting. */
export async function registerStudent(
  page: Page,
  name = 'Maya Johnson',
  { typeBeforeHydration = false } = {},
): Promise<{ email: string; password: string }> {
  counter += 1
  const email = `e2e-${Date.now()}-${counter}@example.test`
  const password = 'correct-horse-battery'
  await page.goto('/register')
  // The form is server-rendered and hydrates when the browser is idle (ADR 0028). What is typed
  // before is kept, and sent: `typeBeforeHydration` proves it (quiz-flow.e2e.ts); otherwise wait
  // until Astro marks every island hydrated (it drops the `ssr` attribute) so the sign-up starts
  // at once.
  if (!typeBeforeHydration) await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByRole('heading', { name: `Welcome, ${name.split(' ')[0] ?? ''}!` }),
  ).toBeVisible()
  return { email, password }
}

type StoredStudent = {
  id: string
  name: string
  email: string
  state: string
  quizAnswers: unknown
}

/** Reads the signed-in student's record straight from the API, as the page's session sees it. */
export async function storedStudent(page: Page): Promise<StoredStudent> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
      token?: string
      record?: { id: string }
    }
    const response = await fetch(`/api/collections/users/records/${auth.record?.id ?? ''}`, {
      headers: { authorization: auth.token ?? '' },
    })
    return (await response.json()) as StoredStudent
  })
}

/** The names on the signed-in student's list, read from the API. */
export async function listedNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { token?: string }
    const response = await fetch(
      '/api/collections/saved_universities/records?expand=university&perPage=100',
      {
        headers: { authorization: auth.token ?? '' },
      },
    )
    const body = (await response.json()) as {
      items: { expand: { university: { name: string } } }[]
    }
    return body.items.map((i) => i.expand.university.name).sort()
  })
}

/** Presses Tab until `target` has the focus (as a student tabs through the page). */
export async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/**
 * Waits until /quiz's first question can be answered: it is in the page's HTML at once, locked
 * until the saved answers have been read (ADR 0055).
 */
export async function quizReady(page: Page): Promise<void> {
  await expect(page.getByText('Question 1 of 8')).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeEnabled()
}

/** This cycle's Common App rules as their reviewed data file holds them (ADR 0071). */
export function cycleRules(): {
  cycle: string
  earliestFirstYearDeadline: { date: string }
  sources: Record<string, { name: string; url: string; checked: string }>
} {
  const file = new URL('../../ui/src/logic/cycle/application-rules.json', import.meta.url)
  return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof cycleRules>
}
