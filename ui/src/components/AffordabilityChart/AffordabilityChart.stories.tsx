import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { affordability } from '../../logic/analytics/affordability.ts'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_LIST,
  ANALYTICS_SETTINGS,
  LIST,
  UNREPORTED_SCHOOL,
} from '../../testing/analytics-fixtures.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { AffordabilityChart } from './AffordabilityChart.tsx'

const meta = {
  title: 'Analytics/AffordabilityChart',
  component: AffordabilityChart,
  args: { affordability: affordability(ANALYTICS_LIST, ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AffordabilityChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Affordability' })
    await expect(figure).toHaveTextContent(
      '4 of 7 schools within your budget ($15,000-30,000); 3 a financial reach.',
    )
    await expect(figure).toHaveTextContent('marks your budget: $30,000 a year')
    const rows = within(
      canvas.getByRole('list', { name: 'Price for you, by school' }),
    ).getAllByRole('listitem')
    await expect(rows[0]).toHaveTextContent('Berea College')
    await expect(rows.at(-1)).toHaveTextContent('Financial reach')
    await expect(
      canvas.getByRole('link', {
        name: 'Net price calculator for Berea College (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://berea.studentaidcalculator.com/survey.aspx')
    const table = await openFiguresTable(canvas, 'Price for you, by school')
    await expect(table).toHaveTextContent('$27,803')
  },
}

export const OneSchool: Story = {
  args: { affordability: affordability([LIST.texas], ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  play: showsIn(
    'figure',
    'Average net price for in-state students (2020-21): $16,589: within your budget',
  ),
}

export const MissingData: Story = {
  args: {
    affordability: affordability([UNREPORTED_SCHOOL, LIST.texas], ANALYTICS_ANSWERS, {
      homeState: null,
      faith: 'labelled',
    }),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Price for you, by school' }))
    await expect(rows.getByText('Price not reported')).toBeVisible()
    await expect(rows.getByText('Depends on your home state')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Advice' })).toHaveTextContent(
      'Add your home state in your match settings',
    )
  },
}

export const Empty: Story = {
  args: { affordability: affordability([], ANALYTICS_ANSWERS, ANALYTICS_SETTINGS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'empty')
  },
}
