import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ChartPlaceholder } from '../../components/ChartFigure/ChartFigure.tsx'

/**
 * Renders a chart once it comes near the screen, so the page's first load carries only the charts
 * a student sees first (the signed-in budget, docs/adr/0051). It looks only once `settled`: until
 * the charts above are drawn, their placeholders are shorter than they will be, and every chart
 * below would seem near (docs/adr/0052). The first Tab press anywhere renders every chart, so a
 * keyboard user never tabs past one that has not loaded yet. Without IntersectionObserver (old
 * browsers, jsdom) it renders at once.
 */
export function WhenNear({
  title,
  settled = true,
  children,
}: {
  title: string
  /** False while the page above may still grow (a chart still loading). */
  settled?: boolean
  children: ReactNode
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = frame.current
    if (near || !element) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true)
    }
    window.addEventListener('keydown', onKey)
    if (!settled) return () => window.removeEventListener('keydown', onKey)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '25% 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      window.removeEventListener('keydown', onKey)
    }
  }, [near, settled])
  return near ? children : <ChartPlaceholder ref={frame} title={title} />
}
