import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EMPTY_DECISION } from '../../logic/planner/decisions.ts'
import { createMemoryDataClient, type MemoryDataOptions } from '../../testing/memory-data-client.ts'
import { makeApplication, SAMPLE_SETTINGS, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { PlannerIsland } from './PlannerIsland.tsx'
import { loadSection } from './SectionPanel.tsx'

function setup(hash: string, options: MemoryDataOptions = {}) {
  window.history.replaceState(null, '', `/planner/${hash}`)
  const data = createMemoryDataClient(options)
  render(<PlannerIsland data={data} redirect={vi.fn()} />)
  return { data, user: userEvent.setup() }
}

const applications = [
  makeApplication({ id: 'app-harvard', school: SCHOOLS.harvard, plan: 'rd', status: 'submitted' }),
  makeApplication({ id: 'app-tulane', school: SCHOOLS.tulane, plan: 'ea', status: 'admitted' }),
  makeApplication({ id: 'app-michigan', school: SCHOOLS.michigan, plan: 'ea', status: 'admitted' }),
]
const plan = { planner: { plan: { settings: SAMPLE_SETTINGS, applications } } }

// The sections' code, fetched before the tests as a browser's cache would hold it (ADR 0090).
beforeAll(() => Promise.all([loadSection('decisions'), loadSection('scholarships')]))

describe('the decisions section', () => {
  it("records a deferral, offers only the school's allowed steps, and plans them as tasks", async () => {
    const { data, user } = setup('#decisions', plan)
    const board = await screen.findByRole('region', { name: 'Decisions', busy: false })
    expect(board).toHaveTextContent('2 admitted, 1 waiting for a decision')
    await user.click(
      within(board).getByRole('button', { name: `Record the decision of ${SCHOOLS.harvard.name}` }),
    )
    const form = await screen.findByRole('form', { name: `Decision from ${SCHOOLS.harvard.name}` })
    await waitFor(() =>
      expect(
        within(form).getByRole('heading', { name: `Decision from ${SCHOOLS.harvard.name}` }),
      ).toBeVisible(),
    )
    await user.selectOptions(
      within(form).getByRole('combobox', { name: "The school's decision" }),
      'Deferred',
    )
    await user.selectOptions(
      within(form).getByRole('combobox', {
        name: 'Does the school take a letter of continued interest?',
      }),
      'The school asks for no extra material',
    )
    await user.click(within(form).getByRole('button', { name: 'Save decision' }))
    await waitFor(() =>
      expect(screen.getByText(`Saved the decision from ${SCHOOLS.harvard.name}.`)).toHaveFocus(),
    )

    const steps = screen.getByRole('region', { name: `Steps for ${SCHOOLS.harvard.name}` })
    const choices = within(within(steps).getByRole('combobox', { name: 'Step' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(choices).not.toContain('Send a letter of continued interest')
    expect(choices).not.toContain('Opt in to the waitlist')
    expect(within(steps).queryByRole('button', { name: 'Draft the letter in Essays' })).toBeNull()
    await user.selectOptions(
      within(steps).getByRole('combobox', { name: 'Step' }),
      'Send mid-year grades',
    )
    expect(within(steps).getByLabelText('Due')).toHaveValue('2027-02-01')
    await user.click(within(steps).getByRole('button', { name: 'Add step' }))
    expect(
      await screen.findByRole('checkbox', {
        name: `Send mid-year grades: ${SCHOOLS.harvard.name}, by Mon, Feb 1, 2027`,
      }),
    ).not.toBeChecked()
    const stored = (await data.planner.load()).tasks.filter((t) => t.kind === 'decision')
    expect(stored).toEqual([expect.objectContaining({ step: 'mid_year', due: '2027-02-01' })])
  })

  it('ends the cycle: one school enrolling, the other offer declined, the rest withdrawn', async () => {
    const { data, user } = setup('#decisions', plan)
    const board = await screen.findByRole('region', { name: 'Decisions', busy: false })
    const enroll = within(board).getByRole('button', { name: 'Enroll' })
    expect(enroll).toBeDisabled()
    await user.selectOptions(
      within(board).getByRole('combobox', { name: "I've decided: I will enroll at" }),
      SCHOOLS.tulane.name,
    )
    await user.click(
      within(board).getByRole('button', { name: `Enroll at ${SCHOOLS.tulane.name}` }),
    )
    await waitFor(() =>
      expect(
        screen.getByText(`Congratulations: you are enrolling at ${SCHOOLS.tulane.name}.`),
      ).toHaveFocus(),
    )
    const stored = await data.planner.load()
    const decisionOf = (id: string) => stored.applications.find((a) => a.id === id)?.decision
    expect(decisionOf('app-tulane')).toEqual({ ...EMPTY_DECISION, reply: 'enrolling' })
    expect(decisionOf('app-michigan')?.reply).toBe('declined')
    expect(decisionOf('app-harvard')?.withdrawn).toBe(true)
    expect(within(board).queryByRole('form', { name: "I've decided" })).toBeNull()
  })

  it('keeps what was typed and shows the refusal when a decision is not saved', async () => {
    const { data, user } = setup('#decisions', plan)
    const board = await screen.findByRole('region', { name: 'Decisions', busy: false })
    await user.click(
      within(board).getByRole('button', { name: `Record the decision of ${SCHOOLS.tulane.name}` }),
    )
    const form = await screen.findByRole('form', { name: `Decision from ${SCHOOLS.tulane.name}` })
    const deposit = within(form).getByRole('textbox', { name: 'Enrollment deposit, dollars' })
    await user.type(deposit, '500')
    data.setFailure('offline')
    await user.click(within(form).getByRole('button', { name: 'Save decision' }))
    expect(await within(form).findByRole('alert')).toBeVisible()
    expect(deposit).toHaveValue('500')
  })
})

describe('the scholarships section', () => {
  it('adds a scholarship, lists it with its deadline, and links to its essays', async () => {
    const { data, user } = setup('#scholarships', plan)
    const section = await screen.findByRole('region', { name: 'Scholarships', busy: false })
    await user.click(within(section).getByRole('button', { name: 'Add a scholarship' }))
    const form = await screen.findByRole('form', { name: 'Add a scholarship' })
    await user.type(within(form).getByRole('textbox', { name: 'Sponsor' }), 'Rotary Club')
    await user.type(within(form).getByRole('textbox', { name: 'Amount, dollars' }), '2500')
    await user.type(within(form).getByLabelText('Deadline'), '2027-02-01')
    await user.click(within(form).getByRole('button', { name: 'Save scholarship' }))
    await waitFor(() => expect(screen.getByText('Added Rotary Club.')).toHaveFocus())
    const [stored] = (await data.planner.load()).scholarships
    expect(stored).toMatchObject({ sponsor: 'Rotary Club', amount: 2_500, deadline_time: '23:59' })
    const item = within(section).getByRole('listitem')
    expect(item).toHaveTextContent('Rotary ClubPlanning · $2,500')
    expect(within(item).getByRole('link', { name: 'Essays for Rotary Club' })).toHaveAttribute(
      'href',
      `/essays/?application=${stored?.id ?? ''}`,
    )
  })
})
