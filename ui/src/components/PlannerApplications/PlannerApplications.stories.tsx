import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { PLANNER_NOW, PLANNER_ZONE, SAMPLE_APPLICATIONS } from '../../testing/planner-fixtures.ts'
import { showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { PlannerApplications } from './PlannerApplications.tsx'

const meta = {
  title: 'Planner/PlannerApplications',
  component: PlannerApplications,
  args: {
    applications: SAMPLE_APPLICATIONS,
    studentZone: PLANNER_ZONE,
    now: PLANNER_NOW,
    candidates: [{ id: 'u-williams', name: 'Williams College' }],
    listCount: 5,
    onStart: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlannerApplications>

export default meta
type Story = StoryObj<typeof meta>

export const Planned: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Your applications' })
    await expect(within(list).getAllByRole('article')).toHaveLength(4)
    await userEvent.click(canvas.getByRole('button', { name: 'Plan this application' }))
    await expect(args.onStart).toHaveBeenCalledWith('u-williams')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Harvard University' }))
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-harvard' }))
  },
}

export const WithEssaysLinks: Story = {
  args: { essaysHref: (application) => `/essays/?application=${application.id}` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Essays for this application (Harvard University)' }),
    ).toHaveAttribute('href', '/essays/?application=app-harvard')
  },
}

export const ConfirmRemoval: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Harvard University' }))
    const question = canvas.getByRole('group', { name: 'Remove Harvard University?' })
    await expect(within(question).getByText(/plan steps and aid dates go with it/)).toHaveFocus()
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }))
    await expect(canvas.getByRole('heading', { name: 'Harvard University' })).toHaveFocus()
    await expect(args.onRemove).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Harvard University' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove application' }))
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-harvard' }))
  },
}

export const Removing: Story = {
  args: { removing: ['app-harvard'] },
  play: showsDisabledButton('Removing Harvard University'),
}

export const WithConfirmation: Story = {
  args: {
    notice: <Banner variant="success">Saved your application to Harvard University.</Banner>,
  },
  play: showsIn('status', 'Saved your application to Harvard University.'),
}

export const EveryListedSchoolPlanned: Story = {
  args: { candidates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('School from My List')).toBeNull()
    await expect(canvas.getByText(/Every school on My List has an application/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Find schools for My List' })).toHaveAttribute(
      'href',
      '/dashboard/?card=universities',
    )
  },
}

export const NothingYet: Story = {
  args: {
    applications: [],
    candidates: [
      { id: 'u-williams', name: 'Williams College' },
      { id: 'u-berea', name: 'Berea College' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('No applications yet: choose a school from My List to plan it.'),
    ).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('School from My List'), 'Berea College')
    await userEvent.click(canvas.getByRole('button', { name: 'Plan this application' }))
    await expect(args.onStart).toHaveBeenCalledWith('u-berea')
  },
}

export const EmptyList: Story = {
  args: { applications: [], candidates: [], listCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Add schools to My List first/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Find schools for My List' })).toBeVisible()
  },
}
