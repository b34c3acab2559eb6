import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { recommenderPacket } from '../../logic/planner/packets.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  makePortal,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import {
  makeApplication,
  makeRecommender,
  PLANNER_ZONE,
  SCHOOLS,
} from '../../testing/planner-fixtures.ts'
import { clicksCallOnce, showsIn } from '../../testing/story-plays.ts'
import { RecommenderPacket } from './RecommenderPacket.tsx'

const [rivera, chen] = AFTER_RECOMMENDERS
if (!rivera || !chen) throw new Error('the fixtures lack recommenders')

const meta = {
  title: 'Planner/RecommenderPacket',
  component: RecommenderPacket,
  args: {
    packet: recommenderPacket(rivera, AFTER_APPLICATIONS, [TULANE_PORTAL], AFTER_TODAY),
    studentZone: PLANNER_ZONE,
    onPrint: fn(),
    onCopy: fn(),
    onClose: fn(),
    onThankYou: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecommenderPacket>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async (context) => {
    const { canvas } = context
    await expect(
      canvas.getByRole('article', { name: 'Recommendation packet for Ms. Rivera' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'Earliest due date: Fri, Jan 1, 2027, 11:59 PM (New York time) (Harvard University).',
      ),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: /Schools Ms. Rivera writes for/ })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Tulane University of Louisiana',
      'Harvard University',
    ])
    await expect(rows[0]).toHaveTextContent('received')
    await expect(rows[1]).toHaveTextContent('not shown in the portal yet')
    await clicksCallOnce({
      'Print the packet': 'onPrint',
      'Copy as text': 'onCopy',
      'Close the packet': 'onClose',
    })(context)
  },
}

const soon = makeApplication({
  id: 'app-soon',
  school: SCHOOLS.caltech,
  plan: 'rd',
  deadline_date: '2026-12-01',
  deadline_time: '23:59',
  deadline_at: '2026-12-02T07:59:00.000Z',
  deadline_zone_rule: 'school',
  deadline_zone: 'America/Los_Angeles',
})

export const ShortNotice: Story = {
  args: {
    packet: recommenderPacket(
      makeRecommender({
        id: 'rec-new',
        name: 'Coach Park',
        role: 'coach',
        applications: ['app-soon'],
      }),
      [soon],
      [],
      AFTER_TODAY,
    ),
  },
  play: async ({ canvas }) => {
    const warning = canvas.getByText(
      /California Institute of Technology is due in 15 days \(Tue, Dec 1, 2026\): less than the four weeks/,
    )
    await expect(warning).toBeVisible()
    await expect(within(warning).getByRole('link', { name: /fifthandoak\.net/ })).toBeVisible()
    await expect(within(warning).getByRole('link', { name: /becomestem\.com/ })).toBeVisible()
  },
}

const chenIn = [
  TULANE_PORTAL,
  makePortal({
    id: 'p2',
    application: 'app-michigan',
    items: { 'recommendation:rec-chen': 'received' },
  }),
]

export const EveryLetterIn: Story = {
  args: { packet: recommenderPacket(chen, AFTER_APPLICATIONS, chenIn, AFTER_TODAY) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Every letter is in: 2 schools.')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thank-you note sent to Mr. Chen' }))
    await expect(args.onThankYou).toHaveBeenCalledWith(true)
  },
}

export const Thanked: Story = {
  args: {
    packet: recommenderPacket(
      { ...chen, thank_you_sent: true },
      AFTER_APPLICATIONS,
      chenIn,
      AFTER_TODAY,
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Thank-you note sent to Mr. Chen' }),
    ).toBeChecked()
  },
}

export const Copied: Story = {
  args: { copyState: 'copied' },
  play: showsIn('status', 'Copied: paste it into an e-mail to Ms. Rivera.'),
}

export const CopyRefused: Story = {
  args: { copyState: 'failed' },
  play: showsIn('status', /did not let the page copy/),
}

export const NoSchoolsYet: Story = {
  args: {
    packet: recommenderPacket(makeRecommender({ id: 'r' }), AFTER_APPLICATIONS, [], AFTER_TODAY),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not linked to an application yet/)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
