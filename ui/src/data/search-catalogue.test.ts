import { describe, expect, it, vi } from 'vitest'
import type { SearchEntry } from '../logic/search/search-index.ts'
import { createCatalogueSearch } from './search-catalogue.ts'

const entry = (name: string, unitid: number, city = 'Columbus', state = 'OH'): SearchEntry => ({
  id: `u${unitid}`,
  unitid,
  name,
  city,
  state,
  undergrad_enrollment: 1000,
  carnegie_basic_2021: null,
})
const ENTRIES = [
  entry('Ohio State University-Lima Campus', 204671, 'Lima'),
  entry('Ohio State University-Main Campus', 204796),
]

describe('createCatalogueSearch', () => {
  it('loads the entries once, and answers with summaries best first', async () => {
    const load = vi.fn(() => Promise.resolve(ENTRIES))
    const search = createCatalogueSearch(load)
    expect(await search('ohio state', 5)).toEqual([
      {
        id: 'u204796',
        unitid: 204796,
        name: 'Ohio State University-Main Campus',
        city: 'Columbus',
        state: 'OH',
      },
      {
        id: 'u204671',
        unitid: 204671,
        name: 'Ohio State University-Lima Campus',
        city: 'Lima',
        state: 'OH',
      },
    ])
    expect(await search('lima', 5)).toHaveLength(1)
    expect(load).toHaveBeenCalledOnce()
  })

  it('answers a blank query at once with nothing, while the entries load', async () => {
    let release: (entries: SearchEntry[]) => void = () => undefined
    const load = vi.fn(() => new Promise<SearchEntry[]>((resolve) => (release = resolve)))
    const search = createCatalogueSearch(load)
    expect(await search('   ')).toEqual([])
    expect(load).toHaveBeenCalledOnce()
    const pending = search('main campus')
    release(ENTRIES)
    expect((await pending).map((u) => u.unitid)).toEqual([204796])
    expect(load).toHaveBeenCalledOnce()
  })

  it("loads the search's code with the first query typed, not with a blank one, and once", async () => {
    const load = vi.fn(() => Promise.resolve(ENTRIES))
    const code = vi.fn(() => import('../logic/search/search-index.ts'))
    const search = createCatalogueSearch(load, code)
    await search('')
    await search('  ')
    expect(load).toHaveBeenCalledOnce()
    expect(code).not.toHaveBeenCalled()
    expect(await search('lima', 5)).toHaveLength(1)
    expect(await search('ohio', 5)).toHaveLength(2)
    expect(code).toHaveBeenCalledOnce()
  })

  it("tries the search's code again after it failed to load (offline)", async () => {
    const code = vi
      .fn<() => Promise<typeof import('../logic/search/search-index.ts')>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('../logic/search/search-index.ts'))
    const search = createCatalogueSearch(() => Promise.resolve(ENTRIES), code)
    await expect(search('ohio')).rejects.toThrow('offline')
    expect(await search('ohio', 1)).toHaveLength(1)
    expect(code).toHaveBeenCalledTimes(2)
  })

  it('tries the load again after it failed (offline), and keeps the failure for the caller', async () => {
    const load = vi
      .fn<() => Promise<SearchEntry[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ENTRIES)
    const search = createCatalogueSearch(load)
    await expect(search('ohio')).rejects.toThrow('offline')
    expect(await search('ohio', 1)).toHaveLength(1)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
