// Overlays in stories as pages use them: closed at first, behind a button that opens them, so a
// story can check that closing returns focus to that button.
import { useState, type ComponentType } from 'react'

type OverlayProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }

/**
 * Renders `Overlay` with `props`, its open state kept here and reported to `props.onOpenChange`,
 * after a button named `trigger` that opens it.
 */
export function renderWithTrigger<P extends OverlayProps>(
  Overlay: ComponentType<P>,
  trigger: string,
  props: P,
) {
  return <WithTrigger Overlay={Overlay} trigger={trigger} overlayProps={props} />
}

function WithTrigger<P extends OverlayProps>({
  Overlay,
  trigger,
  overlayProps,
}: {
  Overlay: ComponentType<P>
  trigger: string
  overlayProps: P
}) {
  const [isOpen, setOpen] = useState(overlayProps.isOpen)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {trigger}
      </button>
      <Overlay
        {...overlayProps}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next)
          overlayProps.onOpenChange(next)
        }}
      />
    </>
  )
}
