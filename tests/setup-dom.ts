import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { setSigningOut } from '../ui/src/data/session-store.ts'

// findBy* and waitFor give up after one second by default; a loaded CI machine can take longer to
// render an island after a fake data call. Waiting longer changes nothing when the test is right,
// and a wrong expectation still fails.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  // A sign-out holds the page until it navigates away; a test's page does not.
  setSigningOut(false)
  localStorage.clear()
  sessionStorage.clear()
})
