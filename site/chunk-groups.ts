// The build's chunk groups that name our own files (site/astro.config.mjs). Their files are listed
// by path, not matched by pattern, so that `scripts/chunk-groups.test.ts` can check every one still
// exists: a rename or a move fails `pnpm test` instead of silently changing what the pages load.

/** The repository's paths of each group's files; a folder (ending in `/`) stands for its files. */
export const CHUNK_GROUP_FILES = {
  // What every signed-in page loads before its data layer (the page's lazy client, the stored
  // session, errors): one file, as when one composition served them all. Two compositions
  // (ADR 0049) would otherwise split it into six small files, about 1 KB more on every page.
  data: [
    'ui/src/app/shared/page-data.ts',
    'ui/src/app/shared/storage.ts',
    'ui/src/data/lazy.ts',
    'ui/src/data/session-store.ts',
    'ui/src/data/errors.ts',
    'ui/src/data/google.ts',
    'ui/src/data/records.ts',
  ],
  // The band rule and the prices, which the scorer and the analytics reports share (ADR 0052),
  // in one file rather than two: a file less on every page that scores.
  'matching-rules': ['ui/src/logic/matching/bands.ts', 'ui/src/logic/matching/prices.ts'],
  // The small modules the essays library shares with its editor, in one file rather than four
  // (ADR 0049). Leaves only: a group takes its modules' imports with it.
  essays: [
    'ui/src/app/essays/draft-store.ts',
    'ui/src/app/essays/device-texts.ts',
    'ui/src/app/essays/offline.ts',
    'ui/src/components/EssaysShell/',
    'ui/src/logic/essays/count.ts',
    'ui/src/logic/essays/essay.ts',
    'ui/src/logic/essays/groups.ts',
  ],
} as const satisfies Record<string, readonly string[]>

/** Whether the bundler's module `id` (an absolute path, perhaps with a query) is one of `paths`. */
export function isOneOf(id: string, paths: readonly string[]): boolean {
  const path = id.replaceAll('\\', '/').split('?')[0] ?? ''
  return paths.some((p) => (p.endsWith('/') ? path.includes(`/${p}`) : path.endsWith(`/${p}`)))
}

/** The groups as the bundler takes them: a name and a test of a module's id. */
export const chunkGroups = Object.entries(CHUNK_GROUP_FILES).map(([name, paths]) => ({
  name,
  test: (id: string) => isOneOf(id, paths),
}))
