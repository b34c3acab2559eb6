import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { weeklyAgenda } from '../../logic/planner/agenda.ts'
import { aidTimeline } from '../../logic/planner/aid.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import {
  makeApplication,
  makeSchool,
  PLANNER_CLOCK,
  PLANNER_TODAY,
  PLANNER_ZONE,
  SAMPLE_AID,
  SAMPLE_APPLICATIONS,
  SAMPLE_TASKS,
} from '../../testing/planner-fixtures.ts'
import { showsTexts, textsOf } from '../../testing/story-plays.ts'
import { WeeklyAgenda } from './WeeklyAgenda.tsx'

const full = weeklyAgenda(
  {
    applications: SAMPLE_APPLICATIONS,
    tasks: SAMPLE_TASKS,
    aid: aidTimeline(SAMPLE_AID, SAMPLE_APPLICATIONS, PLANNER_TODAY),
  },
  PLANNER_CLOCK,
)
const empty = { late: [], thisWeek: [], later: [], undated: [] }

/** Pomona's Jan 8, 11:59 pm in Los Angeles, read by a student in Chicago three days before. */
const pomona = makeApplication({
  id: 'app-pomona',
  school: makeSchool({ id: 'pomona', name: 'Pomona College' }),
  deadline_date: '2027-01-08',
  deadline_time: '23:59',
  deadline_zone_rule: 'school',
  deadline_zone: 'America/Los_Angeles',
  deadline_at: '2027-01-09T07:59:00.000Z',
})
const fromChicago = weeklyAgenda(
  { applications: [pomona], tasks: [], aid: [] },
  { now: Date.parse('2027-01-05T18:00:00.000Z'), zone: 'America/Chicago', offsetAt: intlOffsetAt },
)

const meta = {
  title: 'Planner/WeeklyAgenda',
  component: WeeklyAgenda,
  args: { agenda: full, studentZone: PLANNER_ZONE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WeeklyAgenda>

export default meta
type Story = StoryObj<typeof meta>

export const LateAndThisWeek: Story = {
  play: async ({ canvas }) => {
    const late = canvas.getByRole('region', { name: 'Late (1)' })
    await expect(late).toHaveTextContent(
      'TaskAsk for recommendations for Tulane University of LouisianaSun, Sep 20, 2026',
    )
    const week = canvas.getByRole('region', { name: 'Due in the next 7 days (2)' })
    await expect(textsOf(within(week).getAllByRole('listitem'))).toEqual([
      'TaskSign up for the Michigan virtual info sessionWed, Oct 7, 2026',
      'TaskSend test scores to University of Michigan-Ann Arbor, if you send themSun, Oct 11, 2026',
    ])
    await expect(canvas.getByText(/more later, starting Thu, Oct 22, 2026/)).toBeVisible()
  },
}

/** A deadline is said on its own clock, as its card says it, not on the student's (Jan 9, 1:59 am). */
export const DeadlineOnTheSchoolsClock: Story = {
  args: { agenda: fromChicago, studentZone: 'America/Chicago' },
  play: async ({ canvas }) => {
    const week = canvas.getByRole('region', { name: 'Due in the next 7 days (1)' })
    await expect(within(week).getByRole('listitem')).toHaveTextContent(
      'DeadlinePomona College deadlineFri, Jan 8, 2027, 11:59 PM (Los Angeles time)',
    )
  },
}

export const OnlyThisWeek: Story = {
  args: { agenda: { ...full, late: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: /Late/ })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'This week' })).toHaveAttribute(
      'data-state',
      'busy',
    )
  },
}

export const QuietWeek: Story = {
  args: { agenda: { ...empty, later: full.later } },
  play: showsTexts(
    'Nothing is due this week. Next: Finish your essays for Tulane University of Louisiana, Thu, Oct 22, 2026.',
  ),
}

export const Empty: Story = {
  args: { agenda: empty },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nothing planned yet: add an application and its deadline to get a plan.'),
    ).toBeVisible()
  },
}

export const WaitingForDates: Story = {
  args: {
    agenda: {
      ...empty,
      undated: full.later.slice(0, 2).map((item) => ({ ...item, date: '' })),
    },
  },
  play: showsTexts('2 steps wait for a deadline date.'),
}
