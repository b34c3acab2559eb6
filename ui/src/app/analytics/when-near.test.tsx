import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from './when-near.tsx'

/** A stand-in IntersectionObserver whose callback the test calls, as scrolling would. */
function stubObserver() {
  const seen: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = []
  class Stub {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      seen.push({ callback, ...(options ? { options } : {}) })
    }
    observe = vi.fn()
    disconnect = vi.fn()
  }
  vi.stubGlobal('IntersectionObserver', Stub)
  const scrollIntoView = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of seen)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { seen, scrollIntoView }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WhenNear', () => {
  it('shows a named placeholder until the chart nears the screen', () => {
    const { seen, scrollIntoView } = stubObserver()
    render(
      <WhenNear title="Cost of applying">
        <p>The chart</p>
      </WhenNear>,
    )
    expect(screen.getByText('Cost of applying')).toBeVisible()
    expect(screen.queryByText('The chart')).toBeNull()
    expect(seen[0]?.options?.rootMargin).toBe('25% 0px')
    scrollIntoView(false)
    expect(screen.queryByText('The chart')).toBeNull()
    scrollIntoView(true)
    expect(screen.getByText('The chart')).toBeVisible()
  })

  it('does not look until the page above has settled, then renders once near', () => {
    const { seen, scrollIntoView } = stubObserver()
    const { rerender } = render(
      <WhenNear title="Affordability" settled={false}>
        <p>The chart</p>
      </WhenNear>,
    )
    // A placeholder above is shorter than its chart: what seems near now may not be.
    expect(seen).toHaveLength(0)
    expect(screen.queryByText('The chart')).toBeNull()
    rerender(
      <WhenNear title="Affordability" settled>
        <p>The chart</p>
      </WhenNear>,
    )
    expect(seen).toHaveLength(1)
    scrollIntoView(true)
    expect(screen.getByText('The chart')).toBeVisible()
  })

  it('renders at the first Tab even before the page above has settled', async () => {
    stubObserver()
    render(
      <WhenNear title="Decisions" settled={false}>
        <button type="button">Enter aid offer</button>
      </WhenNear>,
    )
    await userEvent.setup().tab()
    expect(screen.getByRole('button', { name: 'Enter aid offer' })).toBeVisible()
  })

  it('renders every chart at the first Tab, so the keyboard never skips one', async () => {
    stubObserver()
    render(
      <>
        <button type="button">Before</button>
        <WhenNear title="Decisions">
          <button type="button">Enter aid offer</button>
        </WhenNear>
      </>,
    )
    expect(screen.queryByRole('button', { name: 'Enter aid offer' })).toBeNull()
    await userEvent.setup().tab()
    expect(screen.getByRole('button', { name: 'Enter aid offer' })).toBeVisible()
  })

  it('renders at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <WhenNear title="Workload by week">
        <p>The chart</p>
      </WhenNear>,
    )
    expect(screen.getByText('The chart')).toBeVisible()
  })
})
