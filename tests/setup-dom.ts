import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { setSigningOut } from '../ui/src/data/session-store.ts'

// findBy* and waitFor give up after one second by default; a loaded CI machine can take longer to
// render an island after a fake data call. Waiting longer changes nothing when the test is right,
// and a wrong expectation still fails.
configure({ asyncUtilTimeout: 5_000 })

// jsdom 31 has the <dialog> element without its methods (jsdom issue 3294): here they only set
// `open`, so the shared Modal renders its content. What the browser does with a modal dialog
// (the page behind inert, the top layer) is tested in Chromium by the stories.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  },
  close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  },
})

afterEach(() => {
  cleanup()
  // A sign-out holds the page until it navigates away; a test's page does not.
  setSigningOut(false)
  localStorage.clear()
  sessionStorage.clear()
})
