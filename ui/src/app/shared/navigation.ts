/** Page navigation for islands; one place so tests and stories can see where an island goes. */
export function goTo(path: string): void {
  window.location.assign(path)
}

/** Replaces the current page (no back-button entry), for redirects. */
export function redirectTo(path: string): void {
  window.location.replace(path)
}
