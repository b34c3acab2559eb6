import { useId, type ChangeEvent, type ComponentPropsWithoutRef } from 'react'
import { Avatar } from '../Avatar/Avatar.tsx'
import { Button } from '../Button/Button.tsx'
import styles from './AvatarEditor.module.css'

/** The image types the file picker offers; the data layer and the server check them again. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

export type AvatarEditorProps = ComponentPropsWithoutRef<'div'> & {
  /** The current photo's URL, or null for none. */
  src: string | null
  /** The student's name, for the photo's alternative text. */
  name: string
  /** idle: ready; saving: an upload or removal is under way; error: the last one failed. */
  status?: 'idle' | 'saving' | 'error'
  /** What went wrong, shown when status is error. */
  error?: string | undefined
  /** A file was chosen (not yet checked). */
  onSelectFile: (file: File) => void
  onRemove: () => void
}

/** The profile photo with upload, replace and remove. */
export function AvatarEditor({
  src,
  name,
  status = 'idle',
  error,
  onSelectFile,
  onRemove,
  className,
  ...rest
}: AvatarEditorProps) {
  const inputId = useId()
  const errorId = useId()
  const saving = status === 'saving'
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again (after an error) still fires.
    event.target.value = ''
    if (file) onSelectFile(file)
  }
  return (
    <div
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Avatar src={src} name={name} />
      <div className={styles.controls}>
        <div className={styles.actions}>
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className={styles.input}
            disabled={saving}
            aria-describedby={status === 'error' && error ? errorId : undefined}
            onChange={choose}
          />
          <label htmlFor={inputId} className={styles.upload} data-disabled={saving}>
            {src ? 'Replace photo' : 'Upload photo'}
          </label>
          {src ? (
            <Button variant="ghost" onClick={onRemove} disabled={saving}>
              Remove photo
            </Button>
          ) : null}
        </div>
        <span className={styles.hint}>JPEG, PNG, GIF or WebP, up to 5 MB.</span>
        {saving ? (
          <span role="status" className={styles.hint}>
            Saving photo...
          </span>
        ) : null}
        {status === 'error' && error ? (
          <span id={errorId} role="alert" className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    </div>
  )
}
