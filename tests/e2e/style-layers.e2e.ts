// Shared style pieces (ui/src/styles/*.module.css) lose to a component's own rules on the built
// site, whatever order the build writes them in (ADR 0056). The built page is where it went wrong:
// Vite writes a composed rule again into every chunk that composes it, sometimes after the
// component's own rule, so only a real browser on the built page can show which one wins.
import { expect, test } from './fixtures.ts'
import { apiStudent, openEssaysAs } from './essays-helpers.ts'

test('a component’s own rule wins over the shared piece it composes on the built /essays page', async ({
  page,
  baseURL,
}) => {
  const student = await apiStudent(baseURL!)
  await openEssaysAs(page, student)
  const empty = page.getByText('No essays yet.', { exact: false })
  await expect(empty).toBeVisible()

  // EssayLibrary's empty line composes panel.module.css's quiet note (muted, small, no margin)
  // and sets the body's size back: it is the page's main message, not a footnote.
  const seen = await empty.evaluate((element) => {
    /** What a token resolves to here, read from a throwaway element. */
    const token = (property: 'color' | 'fontSize', value: string) => {
      const probe = document.createElement('span')
      probe.style[property] = value
      document.body.append(probe)
      const resolved = getComputedStyle(probe)[property]
      probe.remove()
      return resolved
    }
    const style = getComputedStyle(element)
    return {
      fontSize: style.fontSize,
      bodySize: token('fontSize', 'var(--font-size-2)'),
      smallSize: token('fontSize', 'var(--font-size-1)'),
      color: style.color,
      muted: token('color', 'var(--color-text-muted)'),
      marginTop: style.marginTop,
    }
  })
  expect(seen.bodySize).not.toBe(seen.smallSize)
  expect(seen.fontSize).toBe(seen.bodySize)
  // The rest of the shared piece still applies.
  expect(seen.color).toBe(seen.muted)
  expect(seen.marginTop).toBe('0px')
})
