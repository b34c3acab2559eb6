import { Profiler, useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as count from '../../logic/essays/count.ts'
import * as cut from '../../logic/essays/cut.ts'
import { essayText, PERSONAL_STATEMENT } from '../../testing/essay-fixtures.ts'
import { EssayEditor } from './EssayEditor.tsx'

vi.mock('../../logic/essays/count.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof count>()
  return { ...actual, countText: vi.fn(actual.countText) }
})
vi.mock('../../logic/essays/cut.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof cut>()
  return { ...actual, previewCut: vi.fn(actual.previewCut) }
})

/** The editor as an island holds it: the text in state, every keystroke a new render. */
function Harness({ initial, onCommit }: { initial: string; onCommit: () => void }) {
  const [text, setText] = useState(initial)
  return (
    <Profiler id="editor" onRender={onCommit}>
      <EssayEditor
        essay={PERSONAL_STATEMENT}
        text={text}
        savePhase="local"
        onTextChange={setText}
      />
    </Profiler>
  )
}

describe('EssayEditor: the work a keystroke costs in a 650-word essay', () => {
  it('counts the text once per keystroke in one pass, renders at most twice per keystroke, and never previews a cut under the limit', async () => {
    const initial = essayText(640)
    let commits = 0
    render(<Harness initial={initial} onCommit={() => commits++} />)
    const box = screen.getByRole('textbox', { name: 'Your essay' })
    const countText = vi.mocked(count.countText)
    const previewCut = vi.mocked(cut.previewCut)
    countText.mockClear()
    commits = 0

    const keys = ' and then some'
    await userEvent.type(box, keys)

    expect(box).toHaveValue(`${initial}${keys}`)
    expect(await screen.findByText('643 / 650 words')).toBeInTheDocument()
    const visited = countText.mock.calls.reduce((n, [text]) => n + text.length, 0)
    const perKeystroke = visited / keys.length
    console.log(
      `Typing ${keys.length} characters into a ${initial.length}-character essay: ${commits} renders, ` +
        `${countText.mock.calls.length} counts, ${Math.round(perKeystroke)} code units counted per keystroke`,
    )
    expect(commits).toBeLessThanOrEqual(2 * keys.length)
    expect(countText.mock.calls.length).toBeLessThanOrEqual(keys.length)
    expect(perKeystroke).toBeLessThanOrEqual(initial.length + keys.length)
    expect(previewCut).not.toHaveBeenCalled()
    expect(screen.queryByRole('region', { name: 'What the portal would cut' })).toBeNull()
  }, 30_000)

  it('previews the cut once the text passes the limit', async () => {
    render(<Harness initial={`${essayText(650)} `} onCommit={() => undefined} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Your essay' }), 'over')
    expect(
      await screen.findByRole('region', { name: 'What the portal would cut' }),
    ).toHaveTextContent('over')
    expect(screen.getByText('651 / 650 words: 1 over the limit')).toBeInTheDocument()
  }, 30_000)
})
