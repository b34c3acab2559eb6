import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SHARE_MESSAGES } from '../../logic/sharing/share.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { MEMORY_SHARE_TOKEN } from '../../testing/memory-shares.ts'
import { makeShare } from '../../testing/share-fixtures.ts'
import { ProfileIsland } from './ProfileIsland.tsx'

const ORIGIN = 'https://compass.example'
const DAY = 86_400_000

function setup(options: Parameters<typeof createMemoryDataClient>[0] = {}) {
  const data = createMemoryDataClient({ password: 'correct-horse', ...options })
  render(<ProfileIsland data={data} navigate={vi.fn()} download={vi.fn()} origin={ORIGIN} />)
  return { data, user: userEvent.setup() }
}

async function sharing() {
  return screen.findByRole('region', { name: 'Share with someone who helps' })
}

describe('sharing on /profile', () => {
  it('makes a link for a parent and shows it once, with Copy and "E-mail it for me"', async () => {
    const { data, user } = setup()
    const section = await sharing()
    await user.click(within(section).getByRole('button', { name: 'Share with someone who helps' }))
    const form = within(section).getByRole('form', { name: 'Share with someone who helps' })
    await user.type(within(form).getByLabelText('Who is it for?'), 'Mom')
    await user.click(within(form).getByRole('checkbox', { name: /^Readiness:/ }))
    await user.click(within(form).getByRole('button', { name: 'Make the link' }))

    const link = await within(section).findByLabelText('Link for Mom')
    expect(link).toHaveValue(`${ORIGIN}/shared/#${MEMORY_SHARE_TOKEN}`)
    const [made] = await data.shares.list()
    expect(made).toMatchObject({ label: 'Mom', scope: ['list', 'deadlines'], comments: false })
    // 90 days, give or take the test's own time.
    expect(Math.abs(Date.parse(made!.expires) - Date.now() - 90 * DAY)).toBeLessThan(60_000)

    await user.type(within(section).getByLabelText('Their e-mail address'), 'mom@example.com')
    await user.click(within(section).getByRole('button', { name: 'E-mail it for me' }))
    expect(
      await within(section).findByText('Sent to mom@example.com. We did not keep the address.'),
    ).toBeVisible()
    expect(data.mailedShares).toEqual([
      { id: made!.id, token: MEMORY_SHARE_TOKEN, to: 'mom@example.com' },
    ])

    await user.click(within(section).getByRole('button', { name: 'Done' }))
    expect(within(section).queryByLabelText('Link for Mom')).toBeNull()
    expect(within(section).getByRole('article', { name: 'Mom' })).toHaveTextContent(
      'Shows My List and deadlines and tasks.',
    )
  })

  it('keeps the form and what was typed when the link cannot be made', async () => {
    const { data, user } = setup()
    const section = await sharing()
    await user.click(within(section).getByRole('button', { name: 'Share with someone who helps' }))
    await user.type(within(section).getByLabelText('Who is it for?'), 'Coach')
    data.setFailure('offline')
    await user.click(within(section).getByRole('button', { name: 'Make the link' }))
    expect(
      await within(section).findByText(/Nothing was saved\. Can't reach the server/),
    ).toBeVisible()
    expect(within(section).getByLabelText('Who is it for?')).toHaveValue('Coach')
    data.setFailure(null)
    await user.click(within(section).getByRole('button', { name: 'Make the link' }))
    expect(await within(section).findByLabelText('Link for Coach')).toBeVisible()
  })

  it('shows the server’s word on a field', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      makeShare({ id: `s${String(n)}`, label: `L${String(n)}` }),
    )
    const { user } = setup({ shares: { shares: many } })
    const section = await sharing()
    await user.click(within(section).getByRole('button', { name: 'Share with someone who helps' }))
    await user.type(within(section).getByLabelText('Who is it for?'), 'One more')
    await user.click(within(section).getByRole('button', { name: 'Make the link' }))
    expect(await within(section).findAllByText(SHARE_MESSAGES.tooMany)).not.toHaveLength(0)
  })

  it('changes what a link shows, extends it, revokes it, and revokes them all', async () => {
    const mom = makeShare({
      id: 'mom',
      label: 'Mom',
      expires: new Date(Date.now() + 5 * DAY).toISOString(),
    })
    const dad = makeShare({
      id: 'dad',
      label: 'Dad',
      expires: new Date(Date.now() + 5 * DAY).toISOString(),
    })
    const { data, user } = setup({ shares: { shares: [mom, dad] } })
    const section = await sharing()
    const item = () => within(section).getByRole('article', { name: 'Mom' })

    await user.click(within(item()).getByRole('button', { name: 'Change' }))
    const form = within(section).getByRole('form', { name: 'Change the link for Mom' })
    await user.click(within(form).getByRole('checkbox', { name: /^Quiz answers:/ }))
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(section).findByText('Saved the link for Mom.')).toBeVisible()
    expect(item()).toHaveTextContent('readiness and quiz answers')

    await user.click(within(item()).getByRole('button', { name: 'Extend 90 days' }))
    expect(await within(section).findByText(/The link for Mom now works until/)).toBeVisible()
    const extended = (await data.shares.list()).find((s) => s.id === 'mom')!
    expect(Date.parse(extended.expires) - Date.now()).toBeGreaterThan(89 * DAY)

    await user.click(within(item()).getByRole('button', { name: 'Revoke' }))
    await user.click(within(item()).getByRole('button', { name: 'Yes, revoke it now' }))
    expect(await within(section).findByText('The link for Mom no longer works.')).toBeVisible()
    expect(item()).toHaveTextContent('Revoked on')
    expect(within(item()).getByRole('button', { name: 'Remove' })).toBeVisible()

    // One link still works: "revoke all" is for two or more.
    expect(within(section).queryByRole('button', { name: 'Revoke all links' })).toBeNull()
    await user.click(within(item()).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(section).queryByRole('article', { name: 'Mom' })).toBeNull())
  })

  it('"Revoke all links" stops every working link after a confirmation', async () => {
    const shares = ['A', 'B', 'C'].map((label) =>
      makeShare({ id: label, label, expires: new Date(Date.now() + DAY).toISOString() }),
    )
    const { data, user } = setup({ shares: { shares } })
    const section = await sharing()
    await user.click(within(section).getByRole('button', { name: 'Revoke all links' }))
    await user.click(within(section).getByRole('button', { name: 'Yes, revoke all 3' }))
    expect(await within(section).findByText('3 links no longer work.')).toBeVisible()
    expect((await data.shares.list()).every((s) => s.revoked !== null)).toBe(true)
  })
})
