import { expect, test } from './fixtures.ts'
import { collectErrors, createStudent, islandsReady, signInWith } from './public-helpers.ts'

test('the navbar takes its scrolled style once the page is scrolled', async ({ page }) => {
  await page.goto('/about')
  await islandsReady(page)
  const banner = page.getByRole('banner')
  await expect(banner).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 600)
  await expect(banner).toHaveAttribute('data-scrolled', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(banner).toHaveAttribute('data-scrolled', 'false')
})

test('the server-rendered navbar shows a placeholder, never the signed-out buttons', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
  expect(header).toContain('data-state="loading"')
  expect(header).not.toContain('Log In')
  expect(header).toContain('href="/features"')
})

/** How the bar lays out at the current width: its links on one line with the sign-in area, or the menu. */
function barLayout(): { sideways: boolean; overlap: boolean; menu: boolean } {
  const root = document.documentElement
  const toggle = document.querySelector<HTMLElement>('[data-navbar-toggle]')
  const menu = toggle !== null && getComputedStyle(toggle).display !== 'none'
  const links = document.querySelector('[data-navbar-menu] ul')?.getBoundingClientRect()
  const auth = document.querySelector('[data-navbar-auth]')?.getBoundingClientRect()
  return {
    sideways: root.scrollWidth > root.clientWidth,
    overlap: !menu && links !== undefined && auth !== undefined && links.right > auth.left,
    menu,
  }
}

test('at every width the bar fits: its links and the sign-in area on one line, or the menu', async ({
  page,
  request,
}) => {
  const { session } = await createStudent(request, { name: 'Maximiliana Montgomery-Okonkwo' })
  for (const signedIn of [false, true]) {
    if (signedIn) await signInWith(page, session)
    await page.goto('/about')
    await islandsReady(page)
    await expect(page.getByRole('banner')).toHaveAttribute(
      'data-state',
      signedIn ? 'signed-in' : 'signed-out',
    )
    const menus: boolean[] = []
    for (let width = 900; width <= 1440; width += 20) {
      await page.setViewportSize({ width, height: 800 })
      const layout = await page.evaluate(barLayout)
      expect(layout, `at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`).toMatchObject({
        sideways: false,
        overlap: false,
      })
      menus.push(layout.menu)
    }
    // A desktop of 1280 px or more has the whole bar; narrower screens open the menu.
    expect(menus.at(-1)).toBe(false)
    expect(menus[0]).toBe(true)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggle opens and closes the links; Escape returns focus to it', async ({
    page,
  }) => {
    await page.goto('/')
    await islandsReady(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Open menu' })
    await expect(nav.getByRole('link', { name: 'Features', exact: true })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused()
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible()
    // The tools, Analytics with them, in the order a student works.
    const links = await nav.getByRole('list').first().getByRole('link').allInnerTexts()
    expect(links.slice(-3)).toEqual(['Planner', 'Essays', 'Analytics'])
    await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Features', exact: true })).toBeHidden()
  })
})

test.describe('signed in', () => {
  test('shows the photo and name with no flash of the signed-out state; the dropdown opens on hover and by keyboard; Sign Out goes to /login', async ({
    page,
    request,
  }) => {
    const { session } = await createStudent(request, { name: 'Maya Johnson', photo: true })
    await signInWith(page, session)
    // Record every sign-in state the navbar shows, from the first paint.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenStates: string[] }).seenStates = seen
      new MutationObserver(() => {
        const state = document.querySelector('header')?.getAttribute('data-state')
        if (state && seen.at(-1) !== state) seen.push(state)
      }).observe(document, { subtree: true, attributes: true, childList: true })
    })
    const errors = collectErrors(page)
    await page.goto('/features')
    await islandsReady(page)

    const profile = page.getByRole('button', { name: 'Maya Johnson' })
    await expect(profile).toBeVisible()
    const photo = profile.locator('img')
    await expect(photo).toBeVisible()
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(
      await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates),
    ).toEqual(['loading', 'signed-in'])
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0)

    // Hover opens the dropdown.
    const menu = page.locator(`#${await profile.getAttribute('aria-controls')}`)
    await profile.hover()
    await expect(profile).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await page.mouse.move(5, 400)
    await expect(profile).toHaveAttribute('aria-expanded', 'false')

    // So does the keyboard.
    await profile.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login\/?$/)
    // A page with no island leaves the sign-out to /login, which clears the device (ADR 0076).
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => Object.fromEntries(Object.entries(localStorage))))
      .toEqual({})
    expect(errors.filter((e) => !e.includes('404'))).toEqual([])
  })

  test('shows the graduate emoji when there is no photo, or when it fails to load', async ({
    page,
    request,
  }) => {
    // An account whose display name is empty (e.g. cleared by an admin) and has no photo.
    const { session } = await createStudent(request, { name: 'Maya Johnson' })
    const stored = JSON.parse(session)
    stored.record.name = ''
    await signInWith(page, JSON.stringify(stored))
    await page.goto('/')
    await islandsReady(page)
    const profile = page.getByRole('button', { name: 'Profile' })
    await expect(profile).toContainText('🎓')
    await expect(profile.locator('img')).toHaveCount(0)

    // A photo that no longer exists on the server.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}')
      stored.record.avatar = 'deleted_photo.png'
      localStorage.setItem('pocketbase_auth', JSON.stringify(stored))
    })
    await page.reload()
    await islandsReady(page)
    await expect(profile).toContainText('🎓')
    await expect(profile.locator('img')).toHaveCount(0)
  })

  test('follows a sign-out in another tab', async ({ page, context, request }) => {
    const { session } = await createStudent(request, { name: 'Maya Johnson' })
    await signInWith(page, session)
    await page.goto('/')
    await islandsReady(page)
    await expect(page.getByRole('button', { name: 'Maya Johnson' })).toBeVisible()
    const other = await context.newPage()
    await other.goto('/about')
    await islandsReady(other)
    await other.evaluate(() => localStorage.removeItem('pocketbase_auth'))
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible()
  })
})
