import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'

/** What could not be read, and a Try again that reads it again. */
export function RetryBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Banner
      variant="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Banner>
  )
}
