import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { compareOffers } from '../../logic/offers/compare.ts'
import { EMPTY_COST } from '../../logic/offers/offer.ts'
import { makeOffer } from '../../testing/analytics-fixtures.ts'
import { textsOf } from '../../testing/story-plays.ts'
import { OffersComparison } from './OffersComparison.tsx'

const state = {
  id: 'app-state',
  schoolName: 'State University',
  averageNetPrice: 14_619,
  offer: makeOffer({
    cost: {
      ...EMPTY_COST,
      tuition: 11_000,
      housing: 12_000,
      books: 1_200,
      transport: 800,
      personal: 2_000,
    },
    gifts: [
      { name: 'Presidential Scholarship', amount: 8_000, renews: 'yes', condition: '3.0 GPA' },
    ],
    loans: [
      { kind: 'federal_subsidized' as const, amount: 3_500, rate: 6.39 },
      { kind: 'parent_plus' as const, amount: 22_000, rate: 8.94 },
    ],
    work_study: 2_500,
  }),
}
const privateOffer = {
  id: 'app-private',
  schoolName: 'Private College',
  averageNetPrice: null,
  offer: makeOffer({
    gifts: [{ name: 'Dean Award', amount: 30_000, renews: 'unknown', condition: '' }],
    loans: [{ kind: 'private' as const, amount: 10_000, rate: null }],
  }),
}
const notEntered = {
  id: 'app-later',
  schoolName: 'Later College',
  averageNetPrice: 20_000,
  offer: null,
}
const awards = [
  { id: 'sch-1', sponsor: 'Rotary Club', amount: 1_000, renewable: true, application: '' },
]

const meta = {
  title: 'Analytics/OffersComparison',
  component: OffersComparison,
  args: {
    comparison: compareOffers([state, privateOffer, notEntered], awards),
    onEditOffer: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OffersComparison>

export default meta
type Story = StoryObj<typeof meta>

export const SideBySide: Story = {
  play: async ({ canvas, args }) => {
    const figure = canvas.getByRole('figure', { name: 'Decisions: your offers side by side' })
    const schools = within(figure).getAllByRole('heading', { level: 2 })
    await expect(textsOf(schools)).toEqual(['State University', 'Later College', 'Private College'])
    const [first] = within(figure).getAllByRole('listitem')
    // Net price is the cost minus gift aid; loans are listed as debt with their repayment.
    await expect(first).toHaveTextContent('Net price (cost minus gift aid)$19,000')
    await expect(first).toHaveTextContent('Outside aid: your scholarships (Rotary Club)- $1,000')
    await expect(first).toHaveTextContent('$39.55 a month for 10 years, $4,746 repaid in all')
    await expect(first).toHaveTextContent(
      'Average net price, 2020-21 (U.S. Department of Education)$14,619',
    )
    const warnings = within(figure).getByRole('list', {
      name: "Warnings about State University's offer",
    })
    await expect(warnings).toHaveTextContent('above the $20,000 a year')
    const other = within(figure).getByRole('list', {
      name: "Warnings about Private College's offer",
    })
    await expect(other).toHaveTextContent('gives no cost of attendance')
    await expect(other).toHaveTextContent('Government Accountability Office')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Enter aid offer from Later College' }),
    )
    await expect(args.onEditOffer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'app-later' }),
    )
  },
}

export const LoansCountedAsAid: Story = {
  args: {
    comparison: compareOffers(
      [
        {
          ...state,
          offer: { ...state.offer, loans: state.offer.loans.slice(0, 1), stated_net: 13_000 },
        },
      ],
      [],
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('list', { name: "Warnings about State University's offer" }),
    ).toHaveTextContent("The letter's own bottom line ($13,000) is $6,000 below")
  },
}

export const Empty: Story = {
  args: { comparison: compareOffers([], []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('No admissions yet')
  },
}
