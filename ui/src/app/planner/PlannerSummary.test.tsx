import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { makeApplication, makeTask, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { PlannerSummary } from './PlannerSummary.tsx'

const summary = () => screen.findByRole('complementary', { name: "What's next" })

describe('the dashboard’s “what’s next”', () => {
  it('asks only whether there is an application, and offers to start a plan when there is none', async () => {
    const data = createMemoryDataClient()
    const load = vi.spyOn(data.planner, 'load')
    render(<PlannerSummary data={data} />)
    expect(await summary()).toHaveTextContent(/Plan your applications/)
    expect(screen.getByRole('link', { name: 'Start your plan' })).toHaveAttribute(
      'href',
      '/planner/',
    )
    expect(load).not.toHaveBeenCalled()
  })

  it('reads the plan of a student who has an application, with what is late', async () => {
    const application = makeApplication({
      id: 'app-tulane',
      school: SCHOOLS.tulane,
      deadline_date: '2030-11-01',
      deadline_time: '23:59',
      deadline_at: '2030-11-02T03:59:00.000Z',
    })
    const late = makeTask({
      id: 't1',
      application: 'app-tulane',
      title: 'Ask Ms. Rivera',
      due: '2020-01-06',
    })
    const data = createMemoryDataClient({
      planner: { plan: { applications: [application], tasks: [late] } },
    })
    render(<PlannerSummary data={data} />)
    expect(await summary()).toHaveTextContent('1 late')
    expect(screen.getByText('Ask Ms. Rivera')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open your planner' })).toBeVisible()
  })
})
