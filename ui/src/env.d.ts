declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}
declare module '*.css'

// Vite's import.meta.glob, the one form we use (files that may be absent, loaded on demand).
// An interface: only an interface merges into the global ImportMeta.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMeta {
  glob<T>(pattern: string, options: { import: 'default' }): Record<string, () => Promise<T>>
}
