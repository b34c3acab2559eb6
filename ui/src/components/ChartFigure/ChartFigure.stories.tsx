import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { openFiguresTable } from '../../testing/story-plays.ts'
import { ChartFigure, ChartPlaceholder, HBar } from './ChartFigure.tsx'

const meta = {
  title: 'Analytics/ChartFigure',
  component: ChartFigure,
  args: {
    title: 'Savings',
    summary: 'Two accounts: $300 and $800.',
    credit: 'Data: your own figures.',
    chart: (
      <div>
        <HBar value={300} max={1000} marker={500} />
        <HBar value={800} max={1000} marker={500} tone="within" />
      </div>
    ),
    table: (
      <table>
        <caption>Savings by account</caption>
        <tbody>
          <tr>
            <th scope="row">Checking</th>
            <td>$300</td>
          </tr>
          <tr>
            <th scope="row">Savings</th>
            <td>$800</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChartFigure>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Savings' })
    await expect(figure).toHaveAttribute('data-state', 'ready')
    await expect(figure).toHaveTextContent('Two accounts: $300 and $800.')
    await expect(canvas.getByRole('table', { name: 'Savings by account' })).not.toBeVisible()
    await openFiguresTable(canvas, 'Savings by account')
    await expect(figure).toHaveTextContent('Data: your own figures.')
  },
}

/** On a phone a wide table scrolls in its own named region, reachable by keyboard, not the page. */
export const WideTableOnAPhone: Story = {
  args: {
    table: (
      <table>
        <caption>Savings by month</caption>
        <tbody>
          <tr>
            <th scope="row">Balance</th>
            {Array.from({ length: 12 }, (_, month) => (
              <td key={month}>${(1_000 * (month + 1)).toLocaleString('en-US')}.00</td>
            ))}
          </tr>
        </tbody>
      </table>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const table = await openFiguresTable(canvas, 'Savings by month')
    const region = canvas.getByRole('region', {
      name: 'Savings, the figures as a table: scrolls sideways',
    })
    await expect(region).toContainElement(table)
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    const figure = canvas.getByRole('figure', { name: 'Savings' })
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(358)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

export const Empty: Story = {
  args: { state: 'empty', summary: 'Nothing to show yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Savings' })).toHaveAttribute(
      'data-state',
      'empty',
    )
    await expect(canvas.queryByText('Show the figures as a table')).not.toBeInTheDocument()
  },
}

/** Where a chart will be while what it reads arrives (the essays, for the reports that count them). */
export const Placeholder: StoryObj<typeof ChartPlaceholder> = {
  render: () => <ChartPlaceholder title="Cost of applying" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cost of applying')).toBeVisible()
    await expect(canvas.getByText('Loading...')).toBeVisible()
    await expect(canvas.queryByRole('figure')).toBeNull()
  },
}
