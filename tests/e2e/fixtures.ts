import { test as base } from '@playwright/test'
import { createStudent } from './auth-helpers.ts'

/**
 * Playwright's `test`, with the page's story kept for a failure: every main-frame navigation, API
 * response status and console message, printed only when the test fails. A flaky failure on a
 * loaded machine then says what the page did (where it was sent, and after which answer).
 */
export const test = base.extend<{
  pageStory: undefined
  /** A student account made through the public sign-up API, for tests that sign in as one. */
  student: Awaited<ReturnType<typeof createStudent>>
}>({
  student: async ({ request }, use) => {
    await use(await createStudent(request))
  },
  pageStory: [
    async ({ page }, use, testInfo) => {
      const story: string[] = []
      const at = () => `${(performance.now() / 1000).toFixed(2)}s`
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) story.push(`${at()} navigated to ${frame.url()}`)
      })
      page.on('response', (response) => {
        if (response.url().includes('/api/'))
          story.push(
            `${at()} ${response.status()} ${response.request().method()} ${response.url()}`,
          )
      })
      page.on('requestfailed', (request) => {
        story.push(
          `${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
        )
      })
      // Whether the page starts with a stored session: a page sent to /login says why.
      await page.addInitScript(() => {
        try {
          if (window === window.top && location.protocol.startsWith('http'))
            console.debug(
              `session stored at start: ${localStorage.getItem('pocketbase_auth') !== null}`,
            )
        } catch {
          // an opaque origin has no storage to report
        }
      })
      page.on('console', (message) =>
        story.push(`${at()} console.${message.type()}: ${message.text()}`),
      )
      await use(undefined)
      if (testInfo.status !== testInfo.expectedStatus) {
        console.log(`What the page did in "${testInfo.title}":\n${story.join('\n')}`)
      }
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
