import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { VerifyEmailIsland } from './VerifyEmailIsland.tsx'

const unconfirmed = makeStudent({ emailVerified: false })

function client(student = unconfirmed as typeof unconfirmed | null) {
  return createMemoryDataClient({
    student,
    verifyTokens: { 'good-token': 'maya@example.com' },
  })
}

describe('VerifyEmailIsland', () => {
  it('confirms the address with the link, and the signed-in student sees it proven', async () => {
    const data = client()
    render(<VerifyEmailIsland data={data} token="good-token" />)
    expect(await screen.findByText(/Your address is confirmed\./)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
      'href',
      '/planner/',
    )
    expect(data.auth.current()?.emailVerified).toBe(true)
  })

  it('works signed out too (the link alone proves the address)', async () => {
    render(<VerifyEmailIsland data={client(null)} token="good-token" />)
    expect(await screen.findByText(/Your address is confirmed\./)).toBeVisible()
  })

  it('says a used or made-up link is no good and where to ask for another', async () => {
    render(<VerifyEmailIsland data={client()} token="made-up" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    )
    expect(screen.getByRole('link', { name: 'Ask for a new link on your profile' })).toBeVisible()
  })

  it('opened without its link, says so', () => {
    render(<VerifyEmailIsland data={client()} token={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from your confirmation e-mail.',
    )
  })
})
