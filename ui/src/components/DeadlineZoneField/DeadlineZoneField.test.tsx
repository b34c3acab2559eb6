import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ZoneRule } from '../../logic/planner/model.ts'
import { DeadlineZoneField, type DeadlineZoneFieldProps } from './DeadlineZoneField.tsx'

const ANN_ARBOR = { city: 'Ann Arbor', state: 'MI', time_zone: 'America/Detroit' }
const ZONES = ['America/Chicago', 'America/Detroit', 'America/New_York', 'Europe/London']

type Patch = Parameters<DeadlineZoneFieldProps['onChange']>[0]

/** The field inside a form that keeps what it reports, as ApplicationForm does. */
function Field(
  props: Partial<Omit<DeadlineZoneFieldProps, 'onChange'>> & { onChange?: (patch: Patch) => void },
) {
  const [state, setState] = useState<{ rule: ZoneRule; zone: string }>({
    rule: props.rule ?? 'student',
    zone: props.zone ?? '',
  })
  return (
    <DeadlineZoneField
      studentZone="America/Chicago"
      school={ANN_ARBOR}
      zones={ZONES}
      {...props}
      rule={state.rule}
      zone={state.zone}
      onChange={(patch) => {
        props.onChange?.(patch)
        setState((current) => ({
          rule: patch.deadline_zone_rule ?? current.rule,
          zone: patch.deadline_zone ?? current.zone,
        }))
      }}
    />
  )
}

const schoolSelect = () => screen.getByRole('combobox', { name: "School's time zone" })
const selectedText = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent

describe('DeadlineZoneField', () => {
  it("says the student's zone and the school's in words", () => {
    render(<Field />)
    expect(screen.getByRole('radio', { name: 'My time zone (Central Time)' })).toBeChecked()
    expect(
      screen.getByRole('radio', {
        name: "The school's time zone (Ann Arbor, Michigan: Eastern Time)",
      }),
    ).not.toBeChecked()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })

  it("chooses the school's zone with the school's rule, and credits where it comes from", async () => {
    const onChange = vi.fn()
    render(<Field onChange={onChange} />)
    await userEvent.setup().click(screen.getByRole('radio', { name: /The school's time zone/ }))
    expect(onChange).toHaveBeenCalledWith({
      deadline_zone_rule: 'school',
      deadline_zone: 'America/Detroit',
    })
    expect(schoolSelect()).toHaveValue('America/Detroit')
    expect(selectedText(schoolSelect())).toBe('Eastern Time (Ann Arbor, Michigan)')
    expect(schoolSelect()).toHaveAccessibleDescription(/timezone-boundary-builder 2026d/)
  })

  it('keeps a zone already chosen when the rule comes back to the school', async () => {
    const onChange = vi.fn()
    render(<Field rule="student" zone="America/Chicago" onChange={onChange} />)
    await userEvent.setup().click(screen.getByRole('radio', { name: /The school's time zone/ }))
    expect(onChange).toHaveBeenCalledWith({ deadline_zone_rule: 'school' })
    expect(schoolSelect()).toHaveValue('America/Chicago')
  })

  it('offers U.S. zones in words first, and every zone one step away', async () => {
    const onChange = vi.fn()
    render(<Field rule="school" zone="America/Detroit" onChange={onChange} />)
    const user = userEvent.setup()
    const labels = [...(schoolSelect() as HTMLSelectElement).options].map((o) => o.textContent)
    expect(labels.slice(1, 5)).toEqual([
      'Eastern Time (Ann Arbor, Michigan)',
      'Central Time',
      'Mountain Time',
      'Arizona Time (Mountain, no daylight saving)',
    ])
    expect(labels.at(-1)).toBe('Other time zone...')

    await user.selectOptions(schoolSelect(), 'Other time zone...')
    const other = screen.getByRole('combobox', { name: 'Other time zone' })
    expect(other).toHaveValue('America/Detroit')
    await user.selectOptions(other, 'Europe/London')
    expect(onChange).toHaveBeenLastCalledWith({ deadline_zone: 'Europe/London' })

    await user.selectOptions(schoolSelect(), 'Pacific Time')
    expect(onChange).toHaveBeenLastCalledWith({ deadline_zone: 'America/Los_Angeles' })
    expect(screen.queryByRole('combobox', { name: 'Other time zone' })).not.toBeInTheDocument()
  })

  it('opens the full list at a stored zone outside the short list, even one the browser names otherwise', () => {
    render(<Field rule="school" zone="America/Indiana/Indianapolis" school={{}} />)
    expect(schoolSelect()).toHaveValue('(other)')
    const other = screen.getByRole('combobox', { name: 'Other time zone' })
    expect(other).toHaveValue('America/Indiana/Indianapolis')
  })

  it('shows a refusal on the list the zone is chosen from', async () => {
    render(
      <DeadlineZoneField
        rule="school"
        zone=""
        studentZone="America/Chicago"
        school={{}}
        zones={ZONES}
        error="Choose a time zone."
        onChange={vi.fn()}
      />,
    )
    expect(screen.getByRole('radio', { name: "The school's time zone" })).toBeChecked()
    expect(schoolSelect()).toHaveAccessibleDescription('Choose a time zone.')
    await userEvent.setup().selectOptions(schoolSelect(), 'Other time zone...')
    expect(schoolSelect()).not.toHaveAccessibleDescription('Choose a time zone.')
    expect(screen.getByRole('combobox', { name: 'Other time zone' })).toHaveAccessibleDescription(
      'Choose a time zone.',
    )
  })
})
