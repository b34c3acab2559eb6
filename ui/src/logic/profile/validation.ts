/** Checks for what a student may change on their profile; the server applies the same limits. */
import { NAME_MESSAGES, nameProblem } from '../validation/name.ts'

/** The users collection's `name` field: 1 to 100 characters (migration 1763700000). */
export const NAME_MAX_LENGTH = 100

/** Image types the avatar field accepts (migration 1763725000); SVG is left out on purpose. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${NAME_MAX_LENGTH} characters.`,
  avatarType: 'Please choose a JPEG, PNG, GIF or WebP image.',
  avatarSize: 'Please choose an image of at most 5 MB.',
  avatarEmpty: 'That file is empty. Please choose another image.',
  confirmationMismatch: "That doesn't match your password. Nothing was deleted.",
} as const

/** The trimmed name, with inner runs of spaces collapsed. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

/** Length in code points, as PocketBase counts a text field's characters. */
export function codePointLength(text: string): number {
  return Array.from(text).length
}

/** An error message, or null when the name can be saved. */
export function validateName(name: string): string | null {
  const normalized = normalizeName(name)
  const problem = nameProblem(normalized)
  if (problem === 'blank') return PROFILE_MESSAGES.nameRequired
  if (problem === 'forbidden') return `${NAME_MESSAGES.forbidden}.`
  if (codePointLength(normalized) > NAME_MAX_LENGTH) return PROFILE_MESSAGES.nameTooLong
  return null
}

/** An error message, or null when the file can be uploaded as a photo. */
export function validateAvatar(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.avatarType
  if (file.size === 0) return PROFILE_MESSAGES.avatarEmpty
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarSize
  return null
}

/** The file name an avatar is stored under: the type's extension, never the student's own name. */
export function avatarFileName(type: string): string {
  const extension = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
  }[type]
  return `avatar.${extension ?? 'img'}`
}
