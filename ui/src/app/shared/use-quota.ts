import { useEffect, useState } from 'react'
import type { StorageUse } from '../../logic/profile/storage.ts'

/**
 * The account's storage (docs/adr/0075), read once the page shows: null until it answers, and
 * null when it cannot be read (the pages then say nothing rather than guess).
 */
export function useStorageUse(data: { storage: { usage: () => Promise<StorageUse> } }) {
  const [use, setUse] = useState<StorageUse | null>(null)
  useEffect(() => {
    let active = true
    data.storage.usage().then(
      (read) => {
        if (active) setUse(read)
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [data])
  return use
}
