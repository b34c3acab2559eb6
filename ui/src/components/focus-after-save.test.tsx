// Where keyboard focus goes when a student's action replaces what had it (WCAG 2.4.3): a closed
// editor, a save that emptied the selection, a save's confirmation. Without these, focus falls to
// the page's body and a keyboard user starts again from the top.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MATCH_SETTINGS } from '../logic/matching/settings.ts'
import { MatchSettings, type MatchSettingsProps } from './MatchSettings/MatchSettings.tsx'
import { NameEditor, type NameEditorProps } from './NameEditor/NameEditor.tsx'
import {
  UniversityPicker,
  type UniversityPickerProps,
} from './UniversityPicker/UniversityPicker.tsx'

const noop = () => undefined

describe('NameEditor', () => {
  const props: NameEditorProps = {
    name: 'Maya Johnson',
    editing: false,
    draft: 'Maya Johnson',
    onEdit: noop,
    onDraftChange: noop,
    onCancel: noop,
    onSave: noop,
  }

  it('focuses the field when it opens and Edit name when it closes (saved or cancelled)', () => {
    const { rerender } = render(<NameEditor {...props} />)
    expect(document.body).toHaveFocus()
    rerender(<NameEditor {...props} editing />)
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    rerender(<NameEditor {...props} editing status="saving" />)
    rerender(<NameEditor {...props} editing={false} />)
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus()
  })
})

describe('MatchSettings', () => {
  const props: MatchSettingsProps = { value: DEFAULT_MATCH_SETTINGS, onSave: noop }

  it('focuses the confirmation after a save, and the error after a failed one', () => {
    const { rerender } = render(<MatchSettings {...props} saveState="saving" />)
    rerender(<MatchSettings {...props} saveState="saved" />)
    expect(screen.getByRole('status')).toHaveFocus()
    rerender(<MatchSettings {...props} saveState="saving" />)
    rerender(<MatchSettings {...props} saveState="error" error="Can't reach the server." />)
    expect(screen.getByRole('alert')).toHaveFocus()
  })
})

describe('UniversityPicker', () => {
  const props: UniversityPickerProps = {
    query: '',
    onQueryChange: noop,
    searchStatus: 'idle',
    searchResults: [],
    popularStatus: 'done',
    popular: [],
    selected: [],
    onToggleUniversity: noop,
    onContinue: noop,
    saveStatus: 'saving',
    onBack: noop,
  }

  it('focuses what the save said once Continue with Selected has emptied the selection', () => {
    const { rerender } = render(<UniversityPicker {...props} />)
    rerender(<UniversityPicker {...props} saveStatus="saved" savedCount={2} />)
    expect(screen.getByRole('status')).toHaveTextContent('2 universities were added to your list')
    expect(screen.getByRole('status')).toHaveFocus()
  })
})
