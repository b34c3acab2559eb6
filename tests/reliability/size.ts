// How large the reliability tier runs (ADR 0077). `pnpm test` runs each scenario at a size that
// still proves its property (every table, every check, the same kinds of attack and fault);
// `pnpm bench:reliability` (part of `pnpm bench`) runs the full size whose figures the README and
// the ADRs quote. Every table says which size printed it. An environment variable named for one
// figure (FUZZ_RUNS, LOAD_STUDENTS, CRASH_ROUNDS, ESSAY_WRITERS, ESSAY_LOAD_SECONDS) overrides it.

/** 'full' when RELIABILITY_SIZE=full (the benchmark), else 'test'. */
export const RELIABILITY_SIZE: 'test' | 'full' =
  process.env.RELIABILITY_SIZE === 'full' ? 'full' : 'test'

/** The figure `variable` names: its environment value, else the size's. */
export function sized(variable: string, sizes: { test: number; full: number }): number {
  const fromEnv = process.env[variable]
  return fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : sizes[RELIABILITY_SIZE]
}
