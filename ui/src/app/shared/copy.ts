/**
 * Copies `text` to the clipboard. Clipboard access can be refused (no permission, an old
 * browser): the views then say to copy the selected link by hand.
 */
export function copyText(text: string): Promise<'copied' | 'failed'> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (!clipboard) return Promise.resolve('failed')
  return clipboard.writeText(text).then(
    () => 'copied' as const,
    () => 'failed' as const,
  )
}
