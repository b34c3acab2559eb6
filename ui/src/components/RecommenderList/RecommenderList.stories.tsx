import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { recommenderWarnings } from '../../logic/planner/recommenders.ts'
import {
  makeRecommender,
  PLANNER_TODAY,
  SAMPLE_APPLICATIONS,
  SAMPLE_RECOMMENDERS,
} from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsDisabledButton, showsTexts } from '../../testing/story-plays.ts'
import { RecommenderList } from './RecommenderList.tsx'

const meta = {
  title: 'Planner/RecommenderList',
  component: RecommenderList,
  args: {
    recommenders: SAMPLE_RECOMMENDERS,
    applications: SAMPLE_APPLICATIONS,
    warnings: recommenderWarnings(SAMPLE_RECOMMENDERS, SAMPLE_APPLICATIONS, PLANNER_TODAY),
    onAdd: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecommenderList>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas, args }) => {
    const [rivera, chen] = canvas.getAllByRole('listitem').filter((li) => li.dataset.status)
    await expect(rivera).toHaveTextContent('Ms. RiveraTeacher · rivera@school.example')
    await expect(rivera).toHaveTextContent('Not asked yet')
    await expect(rivera).toHaveTextContent(
      'Letters for Tulane University of Louisiana, Harvard University',
    )
    await expect(
      canvas.getByRole('list', { name: 'What to do about Ms. Rivera' }),
    ).toHaveTextContent('Ask Ms. Rivera today: Tulane University of Louisiana is due in 27 days')
    await expect(chen).toHaveTextContent('Agreed (asked Tue, Sep 1, 2026)')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Mr. Chen' }))
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'rec-chen' }))
    await clickCallsOnce(canvas, 'Add a recommender', args.onAdd)
  },
}

export const Empty: Story = {
  args: { recommenders: [], warnings: [] },
  play: showsTexts(/No recommenders yet/),
}

const coachDiazDeclined = makeRecommender({
  id: 'r',
  name: 'Coach Diaz',
  role: 'coach',
  status: 'declined',
  asked_on: '2026-09-10',
  applications: ['app-harvard'],
})

export const Declined: Story = {
  args: {
    recommenders: [coachDiazDeclined],
    warnings: recommenderWarnings([coachDiazDeclined], SAMPLE_APPLICATIONS, PLANNER_TODAY),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('list', { name: 'What to do about Coach Diaz' }),
    ).toHaveTextContent('Coach Diaz declined: ask someone else for Harvard University')
  },
}

export const Removing: Story = {
  args: { removing: ['rec-chen'] },
  play: showsDisabledButton('Removing Mr. Chen'),
}

export const WithPackets: Story = {
  args: { onPacket: fn() },
  play: async ({ canvas, args }) => {
    await clickCallsOnce(canvas, 'Packet for Mr. Chen', args.onPacket)
    await expect(args.onPacket).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mr. Chen' }))
  },
}
