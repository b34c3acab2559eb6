import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { textsOf } from '../../testing/story-plays.ts'
import { ChartScroll } from './ChartFigure.tsx'
import { FiguresTable, numeric } from './ChartFigure.tsx'

const meta = {
  title: 'Analytics/FiguresTable',
  component: FiguresTable,
  args: {
    caption: 'Savings by account',
    columns: ['Account', 'Bank', numeric('Balance')],
    rows: [
      { key: 'checking', cells: ['Checking', 'First Bank', '$300'] },
      { key: 'savings', cells: ['Savings', 'Credit union', '$1,800'] },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FiguresTable>

export default meta
type Story = StoryObj<typeof meta>

/** Column headings over rows named by their first cell; the balance column aligns as numbers. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Savings by account' })
    await expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Account',
      'Bank',
      'Balance',
    ])
    await expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(['Checking', 'Savings'])
    await expect(textsOf(within(table).getAllByRole('cell'))).toEqual([
      'First Bank',
      '$300',
      'Credit union',
      '$1,800',
    ])
    const alignOf = (element: HTMLElement) => getComputedStyle(element).textAlign
    await expect(alignOf(within(table).getByRole('columnheader', { name: 'Balance' }))).toBe(
      'right',
    )
    await expect(alignOf(within(table).getByRole('cell', { name: '$1,800' }))).toBe('right')
    await expect(alignOf(within(table).getByRole('cell', { name: 'Credit union' }))).toBe('left')
  },
}

/** Schools across, lines down (DecisionsChart): a blank corner, in a region that scrolls sideways. */
export const SideBySide: Story = {
  args: {
    caption: 'Side by side',
    columns: ['', 'Purdue University', 'Berea College'],
    rows: [
      { key: 'cost', cells: ['Cost of attendance', '$28,000', '$31,000'] },
      { key: 'grants', cells: ['Grants and scholarships', '$12,000', '$31,000'] },
    ],
  },
  render: (args) => (
    <ChartScroll aria-label="Side by side, scrolls sideways">
      <FiguresTable {...args} />
    </ChartScroll>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Side by side, scrolls sideways' })
    await expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Side by side' })
    await expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Purdue University',
      'Berea College',
    ])
    await expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual([
      'Cost of attendance',
      'Grants and scholarships',
    ])
  },
}
