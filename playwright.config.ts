import { defineConfig } from '@playwright/test'
import { freePort } from './pocketbase/scripts/pb.ts'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'

// One port for the whole run: chosen here, inherited by global setup and the workers.
process.env.E2E_PORT ??= String(await freePort())

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous for slow shared machines; a real failure still fails.
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
