// Unknown pages answer the site's own 404 page (HTML, status 404) under the production serving;
// the API's own 404s stay JSON.
import { expect, test } from './fixtures.ts'

test('an unknown page answers the site’s 404 page as HTML with status 404', async ({
  page,
  request,
}) => {
  for (const path of ['/no-such-page', '/no/such/deep/page/', '/dashboard/missing.html']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect(await response.text(), path).toMatch(/We couldn(&#39;|')t find that page/)
  }
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
})

test('the API’s own 404s stay JSON', async ({ request }) => {
  for (const path of ['/api/no-such-route', '/api/collections/users/records/nope0000000000']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toContain('application/json')
    expect(await response.json(), path).toMatchObject({ status: 404 })
  }
})
