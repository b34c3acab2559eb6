import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent } from 'storybook/test'
import { AID_CALENDAR } from '../../logic/cycle/aid-calendar.ts'
import { aidTimeline, FAFSA_URL } from '../../logic/planner/aid.ts'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { PLANNER_TODAY, SAMPLE_AID, SAMPLE_APPLICATIONS } from '../../testing/planner-fixtures.ts'
import { showsDisabledButton, showsIn, showsTexts } from '../../testing/story-plays.ts'
import { AidDateList } from './AidDateList.tsx'

const [firstApplication] = SAMPLE_APPLICATIONS
if (!firstApplication) throw new Error('the fixtures have no application')

const withCss = SAMPLE_APPLICATIONS.map((app) =>
  app.id === 'app-tulane' ? { ...app, css_profile_required: true } : app,
)

const meta = {
  title: 'Planner/AidDateList',
  component: AidDateList,
  args: {
    items: aidTimeline(SAMPLE_AID, withCss, PLANNER_TODAY),
    applications: SAMPLE_APPLICATIONS,
    onToggle: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AidDateList>

export default meta
type Story = StoryObj<typeof meta>

/** This cycle's dates with their sources, a school's CSS Profile (an estimate) and the student's own date. */
export const CycleDatesAndYours: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items.map((li) => li.dataset.origin)).toEqual([
      'cycle',
      'cycle',
      'estimate',
      'yours',
      'cycle',
    ])
    await expect(items[1]).toHaveTextContent(
      'The 2027-28 FAFSA opens (by this date, by law)Thu, Oct 1, 2026Source for',
    )
    await expect(items[1]).toHaveTextContent(
      'Source: the FAFSA Deadline Act (Public Law 118-145), 2026-27 cycle, checked Nov 27, 2026',
    )
    await expect(
      canvas.getByRole('link', { name: /^Source for The 2027-28 FAFSA opens/ }),
    ).toHaveAttribute('href', AID_CALENDAR.fafsa.opensSource.url)
    await expect(
      canvas.getByRole('link', { name: /^Source for The 2027-28 FAFSA's federal deadline/ }),
    ).toHaveAttribute('href', AID_CALENDAR.fafsa.deadlineSource.url)
    await expect(items[2]).toHaveTextContent('CSS Profile for Tulane University of Louisiana')
    await expect(items[2]).toHaveTextContent('(estimate)Check the date')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cal Grant priority date' }))
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'aid-state' }),
      true,
    )
    // Only the student's own date is theirs to tick off or remove.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1)
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1)
  },
}

/** A plan for a later cycle than the reviewed calendar's: the FAFSA's opening as an estimate. */
export const AnotherCycle: Story = {
  args: {
    items: aidTimeline([], [{ ...firstApplication, deadline_date: '2028-01-01' }], PLANNER_TODAY),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'The FAFSA opens (by October 1 of the year before you enter college; an estimate)Fri, Oct 1, 2027 (estimate)',
    )
    await expect(
      canvas.getByRole('link', { name: /^Check the date for The FAFSA opens/ }),
    ).toHaveAttribute('href', FAFSA_URL)
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: showsTexts('No aid dates yet.'),
}

export const AddDate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'School aid priority date')
    await fireEvent.change(canvas.getByLabelText('Date'), { target: { value: '2027-02-01' } })
    await userEvent.selectOptions(canvas.getByLabelText('For'), 'Harvard University')
    await userEvent.click(canvas.getByRole('button', { name: 'Add date' }))
    await expect(args.onAdd).toHaveBeenCalledWith({
      kind: 'school_priority',
      label: '',
      date: '2027-02-01',
      source_url: '',
      application: 'app-harvard',
    })
  },
}

export const AddValidation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Other aid date')
    await userEvent.type(canvas.getByLabelText('Source link (optional)'), 'csac.ca.gov')
    await userEvent.click(canvas.getByRole('button', { name: 'Add date' }))
    await expect(canvas.getByLabelText('What it is (optional)')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.aidLabel,
    )
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.aidDate,
    )
    await expect(canvas.getByLabelText('Source link (optional)')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.url,
    )
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

export const AddFailed: Story = {
  args: {
    addStatus: 'idle',
    addError: "Can't reach the server. Check your connection and try again.",
  },
  play: showsIn('alert', "Can't reach the server"),
}

export const Adding: Story = {
  args: { addStatus: 'saving' },
  play: showsDisabledButton('Adding...'),
}
