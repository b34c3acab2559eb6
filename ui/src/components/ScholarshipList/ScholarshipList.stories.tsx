import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyScholarship, type Scholarship } from '../../logic/planner/scholarships.ts'
import { SAMPLE_APPLICATIONS } from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsTexts } from '../../testing/story-plays.ts'
import { ScholarshipList } from './ScholarshipList.tsx'

const [firstApplication] = SAMPLE_APPLICATIONS
if (!firstApplication) throw new Error('the fixtures have no application')

const rotary: Scholarship = {
  ...emptyScholarship(),
  id: 's-rotary',
  sponsor: 'Rotary Club of Springfield',
  amount: 2_500,
  renewable: true,
  deadline_date: '2027-02-01',
  deadline_time: '23:59',
  deadline_at: '2027-02-02T04:59:00.000Z',
  requirements: ['essay', 'letters'],
}
const won: Scholarship = {
  ...emptyScholarship(),
  id: 's-won',
  sponsor: 'Band Boosters',
  amount: 500,
  status: 'awarded',
  application: firstApplication.id,
  deadline_at: '',
}

const meta = {
  title: 'Planner/ScholarshipList',
  component: ScholarshipList,
  args: {
    scholarships: [rotary, won],
    applications: SAMPLE_APPLICATIONS,
    studentZone: 'America/New_York',
    essaysHref: (s: Scholarship) => `/essays/?application=${s.id}`,
    onAdd: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScholarshipList>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas, args }) => {
    const [first, second] = canvas.getAllByRole('listitem')
    await expect(first).toHaveTextContent('Rotary Club of SpringfieldPlanning · $2,500 a year')
    await expect(first).toHaveTextContent('Due Mon, Feb 1, 2027, 11:59 PM')
    await expect(first).toHaveTextContent('Asks for: Essays, Letters of recommendation')
    await expect(second).toHaveTextContent(`Awarded · $500`)
    await expect(second).toHaveTextContent(`For ${firstApplication.school.name}`)
    await expect(
      canvas.getByRole('link', { name: 'Essays for Rotary Club of Springfield' }),
    ).toHaveAttribute('href', '/essays/?application=s-rotary')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Band Boosters' }))
    await expect(args.onEdit).toHaveBeenCalledWith(won)
    await clickCallsOnce(canvas, 'Add a scholarship', args.onAdd)
  },
}

export const Empty: Story = {
  args: { scholarships: [] },
  play: showsTexts(/No scholarships yet/),
}
