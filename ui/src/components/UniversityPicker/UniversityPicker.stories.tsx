import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { POPULAR_RULE, pickPopular } from '../../logic/universities/popular.ts'
import { clickCallsOnce, showsIn, showsTexts } from '../../testing/story-plays.ts'
import { UniversityPicker } from './UniversityPicker.tsx'

const popular = pickPopular(SAMPLE_UNIVERSITIES, 8)
const [firstPopular] = popular
if (!firstPopular) throw new Error('the fixtures have no popular school')
const texas = SAMPLE_UNIVERSITIES.filter((u) => u.state === 'TX')

const meta = {
  title: 'Dashboard/UniversityPicker',
  component: UniversityPicker,
  args: {
    query: '',
    onQueryChange: fn(),
    searchStatus: 'idle',
    searchResults: [],
    popularStatus: 'done',
    popular,
    popularNote: POPULAR_RULE,
    selected: [],
    onToggleUniversity: fn(),
    onContinue: fn(),
    saveStatus: 'idle',
    onBack: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UniversityPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Popular: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Popular Universities' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Continue with Selected/ })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Search universities'), 't')
    await expect(args.onQueryChange).toHaveBeenCalledWith('t')
  },
}

export const LoadingPopular: Story = { args: { popularStatus: 'loading', popular: [] } }

export const Searching: Story = { args: { query: 'texas austin', searchStatus: 'loading' } }

export const Results: Story = {
  args: { query: 'texas', searchStatus: 'done', searchResults: texas },
  play: async ({ canvas, args }) => {
    const results = canvas.getByRole('list', { name: 'Search results' })
    await userEvent.click(
      within(results).getByRole('button', { name: /The University of Texas at Austin/ }),
    )
    await expect(args.onToggleUniversity).toHaveBeenCalledWith(texas[0])
  },
}

/** Two schools of one name, told apart by their city and state. */
export const SameNameTwoPlaces: Story = {
  args: {
    query: "st john's college",
    searchStatus: 'done',
    searchResults: [
      {
        id: 'u00000000163976',
        unitid: 163976,
        name: "St. John's College",
        city: 'Annapolis',
        state: 'MD',
      },
      {
        id: 'u00000000245652',
        unitid: 245652,
        name: "St. John's College",
        city: 'Santa Fe',
        state: 'NM',
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const results = within(canvas.getByRole('list', { name: 'Search results' }))
    await expect(
      results.getByRole('button', { name: "St. John's College Annapolis, MD" }),
    ).toBeVisible()
    await userEvent.click(results.getByRole('button', { name: "St. John's College Santa Fe, NM" }))
    await expect(args.onToggleUniversity).toHaveBeenCalledWith(
      expect.objectContaining({ unitid: 245652, city: 'Santa Fe' }),
    )
  },
}

export const NoResults: Story = {
  args: { query: 'zzzz', searchStatus: 'done', searchResults: [] },
  play: showsTexts(/No universities match/),
}

export const SearchError: Story = {
  args: { query: 'texas', searchStatus: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't search right now")
    await clickCallsOnce(canvas, 'Retry', args.onRetry)
  },
}

export const Selected: Story = {
  args: { selected: popular.slice(0, 2) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('button', { name: new RegExp(firstPopular.name) }),
    ).toHaveAttribute('aria-pressed', 'true')
    await clickCallsOnce(canvas, 'Continue with Selected (2)', args.onContinue)
  },
}

export const Saving: Story = { args: { selected: popular.slice(0, 2), saveStatus: 'saving' } }

export const Saved: Story = {
  args: { selected: [], saveStatus: 'saved', savedCount: 2 },
  play: showsIn('status', '2 universities were added to your list.'),
}

export const SaveError: Story = { args: { selected: popular.slice(0, 1), saveStatus: 'error' } }
