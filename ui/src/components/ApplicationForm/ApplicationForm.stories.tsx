import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { COMMON_APP_PLANS } from '../../logic/cycle/application-rules.ts'
import { planFindings } from '../../logic/planner/rules.ts'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import {
  makeSchool,
  PLANNER_TODAY,
  PLANNER_ZONE,
  SAMPLE_APPLICATIONS,
  SCHOOLS,
} from '../../testing/planner-fixtures.ts'
import { ApplicationForm } from './ApplicationForm.tsx'

const [tulane] = SAMPLE_APPLICATIONS
if (!tulane) throw new Error('the fixtures have no application')

const meta = {
  title: 'Planner/ApplicationForm',
  component: ApplicationForm,
  args: {
    school: SCHOOLS.harvard,
    studentZone: PLANNER_ZONE,
    today: PLANNER_TODAY,
    zones: ['America/Chicago', 'America/Los_Angeles', 'America/New_York', 'Europe/London'],
    onSave: fn(),
    onChange: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApplicationForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('form', { name: 'Application to Harvard University' }),
    ).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Common App')
    await userEvent.selectOptions(canvas.getByLabelText('Plan'), 'Regular Decision')
    await fireEvent.change(canvas.getByLabelText('Date'), { target: { value: '2027-01-01' } })
    await userEvent.type(canvas.getByLabelText('Application fee (USD)'), '$85')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        university: SCHOOLS.harvard.id,
        platform: 'common_app',
        plan: 'rd',
        deadline_date: '2027-01-01',
        deadline_time: '23:59',
        deadline_zone_rule: 'student',
        status: 'planning',
        fee: 85,
        fee_waiver: '',
      }),
    )
  },
}

/** A Common App application is offered Common App's plans, with their source and cycle. */
export const CommonAppPlans: Story = {
  play: async ({ canvas, args }) => {
    const plan = canvas.getByLabelText('Plan')
    const offered = () => Array.from(plan.querySelectorAll('option'), (option) => option.text)
    await expect(offered()).toContain('Priority deadline')
    await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Common App')
    await expect(offered()).toEqual([
      'Not decided yet',
      'Early Decision I',
      'Early Decision II',
      'Early Action I',
      'Early Action II',
      'Restrictive / Single-Choice Early Action',
      'Regular Decision',
      'Rolling Decision',
    ])
    await expect(plan).toHaveAccessibleDescription(
      "Common App's decision plans for the 2026-27 cycle, from Common App's guiding principles (opens in a new tab) (checked Nov 27, 2026). A school with one early round lists it as round I.",
    )
    await expect(
      canvas.getByRole('link', { name: /^Common App's guiding principles/ }),
    ).toHaveAttribute('href', COMMON_APP_PLANS.source.url)
    await userEvent.selectOptions(plan, 'Early Action II')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ platform: 'common_app', plan: 'ea2' }),
    )
  },
}

/** A stored plan Common App does not offer stays shown, marked, beside the rule that says so. */
export const CommonAppPriorityStored: Story = {
  args: {
    school: SCHOOLS.tulane,
    initialValues: { ...tulane, plan: 'priority' },
    findings: planFindings([{ ...tulane, plan: 'priority' }]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Plan')).toHaveValue('priority')
    await expect(
      canvas.getByRole('option', { name: 'Priority deadline (not a Common App plan)' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Plan rules' })).toHaveTextContent(
      'Check: Common App has no "Priority deadline" plan in 2026-27',
    )
  },
}

/** Common App's earliest first-year deadline, warned (not refused) with its source and cycle. */
export const CommonAppDeadlineTooEarly: Story = {
  args: {
    school: SCHOOLS.tulane,
    initialValues: { ...tulane, plan: 'ea', deadline_date: '2026-10-01' },
    findings: planFindings([{ ...tulane, plan: 'ea', deadline_date: '2026-10-01' }]),
  },
  play: async ({ canvas, args }) => {
    const rules = canvas.getByRole('region', { name: 'Plan rules' })
    await expect(rules).toHaveTextContent(
      "Check: Tulane University of Louisiana's deadline here is Oct 1, 2026, but Common App accepts no first-year fall deadline before Oct 15, 2026 in the 2026-27 cycle (Common App's guiding principles, checked Nov 27, 2026).",
    )
    await expect(rules.querySelector('[role="alert"]')).toBeNull()
    await expect(
      within(rules).getByRole('link', { name: /^Common App's guiding principles \(opens/ }),
    ).toBeVisible()
    // A warning: the form still saves.
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ deadline_date: '2026-10-01' }),
    )
  },
}

export const AllUnknown: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ plan: '', deadline_date: '', deadline_time: '', fee: null }),
    )
  },
}

export const TypicalDateAsEstimate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Plan'), 'Regular Decision')
    await expect(
      canvas.getByText(/Typical Regular Decision date: Jan 1 \(an estimate/),
    ).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Use the typical date as an estimate' }),
    )
    await expect(canvas.getByLabelText('Date')).toHaveValue('2027-01-01')
    await expect(canvas.getByRole('checkbox', { name: /This date is an estimate/ })).toBeChecked()
    await expect(
      canvas.getByRole('link', { name: /Check it on Harvard University's site/ }),
    ).toHaveAttribute('href', SCHOOLS.harvard.apply_url)
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ deadline_date: '2027-01-01', deadline_estimated: true }),
    )
  },
}

/** Michigan for a student in Chicago: the school's zone is said in words and chosen with its rule. */
export const SchoolZoneSuggested: Story = {
  args: {
    school: SCHOOLS.michigan,
    studentZone: 'America/Chicago',
    initialValues: { plan: 'ea', deadline_date: '2026-11-01' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'My time zone (Central Time)' })).toBeChecked()
    await userEvent.click(
      canvas.getByRole('radio', {
        name: "The school's time zone (Ann Arbor, Michigan: Eastern Time)",
      }),
    )
    await expect(canvas.getByLabelText("School's time zone")).toHaveValue('America/Detroit')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        deadline_zone_rule: 'school',
        deadline_zone: 'America/Detroit',
        deadline_time: '23:59',
      }),
    )
  },
}

/** Another U.S. zone in words, or any zone from the full list. */
export const SchoolTimeZone: Story = {
  args: { initialValues: { plan: 'ea', deadline_date: '2026-11-01', deadline_time: '17:00' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'My time zone (Eastern Time)' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /^The school's time zone/ }))
    await userEvent.selectOptions(canvas.getByLabelText("School's time zone"), 'Pacific Time')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        deadline_zone_rule: 'school',
        deadline_zone: 'America/Los_Angeles',
      }),
    )
    await userEvent.selectOptions(canvas.getByLabelText("School's time zone"), 'Other time zone...')
    await userEvent.selectOptions(canvas.getByLabelText('Other time zone'), 'Europe/London')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ deadline_zone_rule: 'school', deadline_zone: 'Europe/London' }),
    )
  },
}

/** A school the catalogue gives no zone: nothing is chosen for the student, and saving asks for one. */
export const SchoolZoneUnknown: Story = {
  args: {
    school: makeSchool({ id: 'u-unknown', name: 'A College Without Coordinates' }),
    initialValues: { plan: 'ea', deadline_date: '2026-11-01' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: "The school's time zone" }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(canvas.getByLabelText("School's time zone")).toHaveAccessibleDescription(
      PLANNER_MESSAGES.zone,
    )
    await expect(canvas.getByLabelText("School's time zone")).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const ValidationErrors: Story = {
  args: { initialValues: { source_url: 'tulane.edu/apply', checked_on: '2026-10-09' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Application fee (USD)'), 'seventy')
    await userEvent.click(canvas.getByRole('button', { name: 'Save application' }))
    await expect(canvas.getByLabelText('Where the date comes from')).toHaveAccessibleDescription(
      `A link to the school's own page. ${PLANNER_MESSAGES.url}`,
    )
    await expect(canvas.getByLabelText('Last checked on')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.future,
    )
    await expect(canvas.getByLabelText('Application fee (USD)')).toHaveAccessibleDescription(
      `Empty if you don't know it; 0 if there is none. ${PLANNER_MESSAGES.fee}`,
    )
    await expect(canvas.getByLabelText('Where the date comes from')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Editing: Story = {
  args: { school: SCHOOLS.tulane, initialValues: tulane },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Plan')).toHaveValue('ed')
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-01')
    await expect(canvas.getByLabelText('Application fee (USD)')).toHaveValue('75')
    await expect(canvas.getByRole('checkbox', { name: /net price calculator/ })).not.toBeChecked()
  },
}

export const BindingPlanWithRules: Story = {
  args: {
    school: SCHOOLS.tulane,
    initialValues: tulane,
    findings: planFindings(SAMPLE_APPLICATIONS).filter((f) => f.applicationIds.includes(tulane.id)),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Plan rules' })).toHaveTextContent(
      'Early Decision is binding',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: /net price calculator/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ net_price_checked: true }),
    )
  },
}

export const Saving: Story = {
  args: { school: SCHOOLS.tulane, initialValues: tulane, status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const SaveFailed: Story = {
  args: {
    school: SCHOOLS.tulane,
    initialValues: { ...tulane, plan: 'ed2' },
    serverError: "Can't reach the server. Check your connection and try again.",
    serverFieldErrors: {
      plan: 'An Early Decision II application can follow your Early Decision only after Caltech defers or denies you.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server")
    await expect(canvas.getByLabelText('Plan')).toHaveValue('ed2')
    await expect(canvas.getByLabelText('Plan')).toHaveAccessibleDescription(
      /can follow your Early Decision only after Caltech defers/,
    )
  },
}
