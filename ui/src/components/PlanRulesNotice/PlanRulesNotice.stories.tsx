import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { planFindings } from '../../logic/planner/rules.ts'
import { makeApplication, SAMPLE_APPLICATIONS, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { PlanRulesNotice } from './PlanRulesNotice.tsx'

const meta = {
  title: 'Planner/PlanRulesNotice',
  component: PlanRulesNotice,
  args: { findings: [] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlanRulesNotice>

export default meta
type Story = StoryObj<typeof meta>

export const NoFindings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Plan rules' })).toBeNull()
  },
}

export const NetPriceFirst: Story = {
  args: { findings: planFindings(SAMPLE_APPLICATIONS) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Plan rules' })
    await expect(region).toHaveTextContent(
      'Check: Early Decision is binding: if Tulane University of Louisiana admits you, you are expected to enroll.',
    )
    await expect(
      canvas.getByRole('link', { name: /Tulane University of Louisiana's net price calculator/ }),
    ).toHaveAttribute('href', SCHOOLS.tulane.net_price_calculator_url)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const ConflictsAndAdvice: Story = {
  args: {
    findings: planFindings([
      makeApplication({ id: 'h', school: SCHOOLS.harvard, plan: 'rea' }),
      makeApplication({ id: 't', school: SCHOOLS.tulane, plan: 'ed' }),
      makeApplication({
        id: 'c',
        school: SCHOOLS.caltech,
        plan: 'ed',
        status: 'submitted',
        net_price_checked: true,
      }),
      makeApplication({ id: 'm', school: SCHOOLS.michigan, plan: 'ea' }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not allowed: Only one binding Early Decision at a time: Tulane University of Louisiana is already your binding choice.',
    )
    await expect(canvas.getByRole('region', { name: 'Plan rules' })).toHaveTextContent(
      'Harvard University is Restrictive Early Action, which usually rules out applying Early Decision anywhere',
    )
  },
}
