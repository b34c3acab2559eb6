import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findCsv } from '../../../../pocketbase/scripts/import.ts'
import SHORT_NAMES from '../search/short-names.json' with { type: 'json' }
import { findingWords } from './finding-words.ts'
import { buildGuard, checkEssay, type GuardHit } from './name-guard.ts'
import {
  COMMON_ACRONYMS,
  derivedShortNames,
  schoolTerms,
  withReviewedShortNames,
  type GuardSchool,
} from './school-terms.ts'

const csv = findCsv()
if (!csv) throw new Error('The catalogue CSV is needed (set UNIVERSITIES_CSV).')
/** The catalogue as the page builds the guard's schools: with the reviewed short names. */
const CATALOGUE: GuardSchool[] = withReviewedShortNames(
  parse<Record<string, string>>(readFileSync(csv, 'utf8'), { columns: true }).map((row) => ({
    unitid: Number(row.unitid),
    name: row.name!,
    city: row.city!,
    state: row.state!,
  })),
  SHORT_NAMES,
)

const school = (name: string): GuardSchool => {
  const found = CATALOGUE.find((s) => s.name === name)
  if (!found) throw new Error(`not in the catalogue: ${name}`)
  return found
}

const LIST = [
  'Northwestern University',
  'Cornell University',
  'Brown University',
  'University of Michigan-Ann Arbor',
  'Washington University in St Louis',
  'Rice University',
  'Duke University',
  'New York University',
  'Boston University',
  'Georgetown University',
].map(school)

const guardFor = (target: string, phrases: string[] = []) =>
  buildGuard({ target: school(target), studentList: LIST, catalogue: CATALOGUE, phrases })

describe('schoolTerms: the forms an essay may use', () => {
  it.each<[string, string[]]>([
    ['Cornell University', ['Cornell']],
    ['New York University', ['NYU']],
    ['Carnegie Mellon University', ['CMU']],
    ['University of Southern California', ['USC']],
    ['University of California-Los Angeles', ['UCLA', 'UC']],
    ['University of North Carolina at Chapel Hill', ['UNCCH', 'UNC']],
    ['Massachusetts Institute of Technology', ['MIT']],
    ['Duke University', []],
  ])('%s -> %j', (name, shorts) => {
    const derived = derivedShortNames(name)
    for (const short of shorts.filter((s) => s.length >= 3)) expect(derived).toContain(short)
  })

  it('adds the part before a campus as a name, reviewed short names, and the city', () => {
    const terms = schoolTerms({
      ...school('University of Michigan-Ann Arbor'),
      shortNames: ['UMich'],
    })
    expect(terms).toEqual(
      expect.arrayContaining([
        { text: 'University of Michigan-Ann Arbor', kind: 'name', caseSensitive: false },
        { text: 'University of Michigan', kind: 'name', caseSensitive: false },
        { text: 'UMich', kind: 'short name', caseSensitive: true },
        { text: 'Ann Arbor', kind: 'city', caseSensitive: true },
      ]),
    )
  })

  it('merges the reviewed short-names list by unitid, else by name', () => {
    const [penn, brown] = withReviewedShortNames(
      [
        { unitid: 215062, name: 'University of Pennsylvania', city: 'Philadelphia', state: 'PA' },
        { name: 'Brown University', city: 'Providence', state: 'RI' },
      ],
      {
        schools: [
          { unitid: 215062, name: 'Penn (renamed)', short: ['Penn', 'UPenn'] },
          { name: 'Brown University', short: ['Brown'] },
        ],
      },
    )
    expect(penn?.shortNames).toEqual(['Penn', 'UPenn'])
    expect(brown?.shortNames).toEqual(['Brown'])
    const guard = buildGuard({
      target: school('Duke University'),
      studentList: [penn!],
      catalogue: [],
      phrases: [],
    })
    expect(checkEssay(guard, 'At UPenn I would row.').map((h) => h.found)).toEqual(['UPenn'])
  })

  it('never takes an everyday acronym for initials', () => {
    expect(derivedShortNames('Scholastic Aptitude Testing')).toEqual([])
    const everyInitial = CATALOGUE.flatMap((s) => derivedShortNames(s.name))
    expect(everyInitial.filter((short) => COMMON_ACRONYMS.has(short))).toEqual([])
  })
})

describe('a short name that is also a state: flagged as the school, asked as a question', () => {
  const listed = [
    ...LIST,
    school('University of Wisconsin-Madison'),
    school('University of Virginia-Main Campus'),
  ]
  const guard = (target: string, studentList: GuardSchool[] = listed) =>
    buildGuard({ target: school(target), studentList, catalogue: CATALOGUE, phrases: [] })
  const forPomona = guard('Pomona College')
  const forPomonaUnlisted = guard('Pomona College', [])

  const AS_SCHOOL: [string, string][] = [
    ['Why Michigan? Because I want to build solar cars.', 'Michigan'],
    ['At Michigan, I would join the solar car team.', 'Michigan'],
    ['I would spend my evenings at Michigan in the library.', 'Michigan'],
    ['Michigan offers a dual degree in music and engineering.', 'Michigan'],
    ["Michigan's Ross School of Business is where I would learn.", 'Michigan'],
    ['I plan to apply to Michigan in the fall.', 'Michigan'],
    ['Why Wisconsin? The lakes and the labs.', 'Wisconsin'],
    ["Virginia's honor code matters to me.", 'Virginia'],
  ]
  const AS_STATE = [
    'I grew up in Michigan, near the lake.',
    'My family moved from Michigan to California when I was nine.',
    'We drove across Michigan in the snow.',
    'Summers in northern Michigan taught me to fish.',
    'Michigan winters are long and dark.',
    'My grandmother still lives in Wisconsin.',
    'We moved to Virginia for my mother’s job.',
  ]

  it.each(AS_SCHOOL)('flags %j as the school, on the list or not', (text, found) => {
    for (const g of [forPomona, forPomonaUnlisted]) {
      const hits = checkEssay(g, text)
      expect(hits.map((h) => [h.found, h.kind])).toEqual([[found, 'short name']])
      expect(hits[0]?.note).toBe('also a U.S. state')
    }
    // On the student's list and used as the school: a likely leftover; otherwise worth a look.
    expect(checkEssay(forPomona, text)[0]?.severity).toBe('likely')
    expect(checkEssay(forPomonaUnlisted, text)[0]?.severity).toBe('review')
  })

  it.each(AS_STATE)('reports nothing for the state in %j', (text) => {
    expect(checkEssay(forPomona, text)).toEqual([])
    expect(checkEssay(forPomonaUnlisted, text)).toEqual([])
  })

  it('flags the school and never the state, in any mix of sentences', () => {
    const sentences = fc.array(
      fc.oneof(
        fc.constantFrom(...AS_SCHOOL).map(([text]) => ({ text, school: true })),
        fc.constantFrom(...AS_STATE).map((text) => ({ text, school: false })),
        fc.constantFrom('I like maps.', 'Robotics taught me patience.').map((text) => ({
          text,
          school: false,
        })),
      ),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(sentences, (parts) => {
        const text = parts.map((p) => p.text).join(' ')
        const hits = checkEssay(forPomona, text)
        expect(hits).toHaveLength(parts.filter((p) => p.school).length)
        for (const hit of hits) expect(hit.schools).not.toContain('Pomona College')
      }),
    )
  })

  it("never flags the essay's own school, its short names, its city or its state", () => {
    const text =
      'Why Pomona? At Pomona, in Claremont, California, I would study. Pomona offers small classes.'
    expect(checkEssay(forPomona, text)).toEqual([])
    const forMichigan = guard('University of Michigan-Ann Arbor')
    expect(
      checkEssay(forMichigan, 'Why Michigan? At Michigan, in Ann Arbor, Michigan offers it all.'),
    ).toEqual([])
  })

  it.each<[string, Partial<GuardHit>, string]>([
    [
      'a state-named short name, one school',
      {
        found: 'Michigan',
        schools: ['University of Michigan-Ann Arbor'],
        note: 'also a U.S. state',
      },
      'Is "Michigan" the University of Michigan? This essay is for Pomona College. "Michigan" is also a U.S. state.',
    ],
    [
      'a short name several schools share',
      {
        found: 'Washington',
        schools: ['Washington College', 'Washington University in St Louis'],
        note: 'also a U.S. state',
      },
      'Is "Washington" one of these schools: Washington College, Washington University in St Louis? This essay is for Pomona College. "Washington" is also a U.S. state.',
    ],
    [
      'a city that is also a state',
      {
        found: 'Washington',
        kind: 'city',
        schools: ['Georgetown University'],
        note: 'also a U.S. state',
      },
      'Is "Washington" here the city of Georgetown University? This essay is for Pomona College. "Washington" is also a U.S. state.',
    ],
    [
      'a certain short name: a verdict',
      { found: 'Cornell', schools: ['Cornell University'] },
      'A short name of Cornell University',
    ],
    ['a phrase of the student', { found: 'Big Red', kind: 'phrase' }, 'One of your phrases'],
  ])('words %s', (_name, fields, words) => {
    const hit: GuardHit = {
      found: '',
      kind: 'short name',
      severity: 'review',
      schools: [],
      start: 0,
      end: 0,
      before: '',
      after: '',
      note: null,
      ...fields,
    }
    expect(findingWords(hit, 'Pomona College')).toBe(words)
  })
})

describe('checkEssay: what is reported and how', () => {
  const forNU = guardFor('Northwestern University', ['Big Red', 'Professor Okafor'])
  const one = (text: string): GuardHit[] => checkEssay(forNU, text)

  it.each<[string, string, string, string]>([
    [
      'a full name, any case',
      'I toured cornell university last fall.',
      'cornell university',
      'likely',
    ],
    ['a list school by short name', 'At Cornell, I would join the lab.', 'Cornell', 'likely'],
    ['a possessive', "Duke's program in global health", 'Duke', 'likely'],
    ['initials', 'My cousin loves NYU and its city.', 'NYU', 'likely'],
    [
      'the part before a campus',
      'The University of Michigan offers it.',
      'University of Michigan',
      'likely',
    ],
    ['a list school city', 'walking the streets of Ithaca in winter', 'Ithaca', 'likely'],
    ['a student phrase', 'cheering for the big red at every game', 'big red', 'likely'],
    [
      'a catalogue-only full name',
      'a summer at Kenyon College taught me',
      'Kenyon College',
      'likely',
    ],
    ['a catalogue-only city', 'my grandmother lives in Gambier', 'Gambier', 'review'],
  ])('%s', (_name, text, found, severity) => {
    const hits = one(text)
    expect(hits.map((h) => [h.found, h.severity])).toContainEqual([found, severity])
  })

  it.each([
    ['the target school itself', 'Northwestern, in Evanston, is where I want to be.'],
    ['the target state', 'Illinois winters do not scare me.'],
    ['a lower-case colour', 'the brown leather of my old notebook'],
    ['a lower-case verb', 'I drew the map by hand.'],
    ['an acronym for a test', 'My SAT and ACT scores were fine.'],
  ])('reports nothing for %s', (_name, text) => {
    expect(one(text)).toEqual([])
  })

  it('marks words that are also states or everyday words as worth a look, with why', () => {
    const [brown] = one('Brown leaves covered the yard.')
    expect(brown).toMatchObject({ found: 'Brown', severity: 'review' })
    expect(brown?.note).toMatch(/everyday word.*opens a sentence/)
    const [washington] = one('We drove across Washington to see the mountains.')
    expect(washington).toMatchObject({
      found: 'Washington',
      severity: 'review',
      note: 'also a U.S. state',
    })
  })

  it('gives one hit for overlapping terms (the longest) with its context', () => {
    const hits = one('Last summer I visited Boston University and loved it.')
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({
      found: 'Boston University',
      kind: 'name',
      before: 'Last summer I visited ',
      after: ' and loved it.',
      schools: ['Boston University'],
    })
  })

  it('never reports inside a word, and every hit points at its text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('Cornell', 'Cornellian', 'NYUx', 'Ithaca', ' ', '. ', 'and', 'Duke'),
          { maxLength: 30 },
        ),
        (parts) => {
          const text = parts.join(' ')
          for (const hit of one(text)) {
            expect(text.slice(hit.start, hit.end)).toBe(hit.found)
            expect(/[\p{L}\p{N}]/u.test(text[hit.start - 1] ?? ' ')).toBe(false)
            expect(/[\p{L}\p{N}]/u.test(text[hit.end] ?? ' ')).toBe(false)
            expect(hit.found).not.toMatch(/Cornellian|NYUx/)
          }
        },
      ),
    )
  })
})

/**
 * Real-looking drafts, written for these tests: each names the school it is being finished for,
 * and lists the leftovers planted in it. Everything else the guard reports is a false positive.
 */
type Draft = {
  title: string
  target: string
  phrases?: string[]
  text: string
  leftovers: string[]
}

const DRAFTS: Draft[] = [
  {
    title: 'Why Northwestern, adapted from Why Cornell',
    target: 'Northwestern University',
    phrases: ['Big Red'],
    text: `The first time I read about the Medill journalism program, I was sitting on the floor of my
school library with a stack of old newspapers. I want to spend my four years learning to report the
stories nobody else is covering. At Cornell, I would join the student paper in my first week and pitch
a series on rural broadband. Walking along the lake in Evanston last spring, I imagined the late nights
in the newsroom. I also hope to cheer for the Big Red on Saturdays with my future roommates. The
quarter system would let me take more classes in data journalism and still study Spanish.`,
    leftovers: ['Cornell', 'Big Red'],
  },
  {
    title: 'Community essay, clean',
    target: 'Rice University',
    text: `Every Sunday my grandmother cooks for thirty people. Our apartment in Chicago is small, and
the hallway fills with neighbors carrying folding chairs. Brown rice, black beans, and plantains cover
the table. I learned to listen there: to the man from the corner store who argues about baseball, to
the twins who moved here from Lagos, to my little brother who tells the same joke every week. When I
started a tutoring circle at my school, I copied my grandmother's rule: nobody leaves hungry, and
nobody leaves without being heard. Hope, my first student, now runs the circle herself.`,
    leftovers: [],
  },
  {
    title: 'Activity essay with a stray city',
    target: 'Duke University',
    text: `Robotics taught me to fail in public. Our team's first robot drove straight into a wall at the
regional tournament in Providence while three hundred people watched. We rebuilt the drivetrain in
the parking lot. By the state championship we placed fourth, and I had learned more from the wall than
from the trophy. I want to keep building in Durham, in a lab where a broken prototype is a beginning.`,
    leftovers: ['Providence'],
  },
  {
    title: 'Why Pomona, reused from Why Michigan',
    target: 'Pomona College',
    text: `Why Michigan? I grew up in Michigan, two hours north of Detroit, and I want to study
engineering where it meets music. At Michigan, I would join the solar car team in my first week.
Michigan offers a dual degree that lets me keep playing cello. Claremont's quiet streets and the
consortium's shared classes would give me both.`,
    leftovers: ['Michigan', 'Detroit'],
  },
  {
    title: 'Why WashU, reused from Why Michigan',
    target: 'Washington University in St Louis',
    text: `I want to study neuroscience in a place where research starts in the first year. The
University of Michigan offers exactly that through its undergraduate research program, and I would
apply in my first semester. In Ann Arbor I could volunteer at the hospital. I have visited St. Louis
twice for my cousin's graduation, and I loved the park and the free museums.`,
    leftovers: ['University of Michigan', 'Ann Arbor'],
  },
  {
    title: 'Identity essay with a state and a president',
    target: 'Cornell University',
    text: `My family moved from Washington to Ohio when I was nine. Lincoln Elementary was the third
school I had attended in two years. I read every biography in the library, starting with Abraham
Lincoln, because I wanted to know how people became themselves. Being new taught me to ask good
questions. Today I ask them as the editor of our school magazine, where I interview students who just
arrived, the way I once did.`,
    leftovers: [],
  },
  {
    title: 'Intellectual curiosity, clean, with a professor phrase',
    target: 'Brown University',
    phrases: ['Professor Alvarez'],
    text: `I fell in love with prime numbers during a power outage. With no internet, I worked through a
puzzle book by candlelight and found a pattern I could not explain. I have been chasing that feeling
ever since: the moment before an idea clicks. I want to study mathematics in the Open Curriculum,
where I can also take a course on the history of science and another on poetry.`,
    leftovers: [],
  },
  {
    title: 'Challenge essay with initials left over',
    target: 'Boston University',
    text: `When my mother lost her job, I started working weekends at a grocery store. I kept my grades up
by studying on the bus. That year taught me that a plan is only as good as its second draft. At NYU I
want to study economics so I can understand the forces that shaped that year for my family.`,
    leftovers: ['NYU'],
  },
  {
    title: 'Why Georgetown, clean',
    target: 'Georgetown University',
    text: `I want to study international affairs in Washington because policy is made by people who show
up. I interned for a city council member last summer and learned that most of government is patient
listening. The School of Foreign Service would let me study Arabic from my first semester.`,
    leftovers: [],
  },
  {
    title: 'Career essay reused from Why Rice',
    target: 'Duke University',
    text: `I want to be a civil engineer who designs for floods. After the storm that filled our street
with water, I started measuring the drainage ditches near my house. At Rice, the engineering program
in Houston would let me study hurricanes where they happen. I want to build things that keep families
dry.`,
    leftovers: ['Rice', 'Houston'],
  },
  {
    title: 'Clean personal statement with common names',
    target: 'New York University',
    text: `Mrs. Taylor, my chemistry teacher, kept a jar of broken glass on her desk. Every piece was a
mistake someone learned from. Drew, my lab partner, added the first shard from our class. By June the
jar held our whole year. I think about that jar when I get something wrong: it is proof that I tried.`,
    leftovers: [],
  },
]

describe('the guard on real-looking drafts: recall and false positives', () => {
  it('finds every planted leftover, and prints its false-positive figures', () => {
    const rows = DRAFTS.map((draft) => {
      const hits = checkEssay(guardFor(draft.target, draft.phrases ?? []), draft.text)
      const found = hits.map((h) => h.found)
      const missed = draft.leftovers.filter((l) => !found.includes(l))
      const falsePositives = hits.filter((h) => !draft.leftovers.includes(h.found))
      return { draft, hits, missed, falsePositives }
    })
    const planted = DRAFTS.reduce((n, d) => n + d.leftovers.length, 0)
    const count = (severity: string, which: 'hits' | 'falsePositives') =>
      rows.reduce((n, r) => n + r[which].filter((h) => h.severity === severity).length, 0)
    const missed = rows.flatMap((r) => r.missed)
    console.log(
      [
        `\nName guard on ${DRAFTS.length} drafts (${planted} planted leftovers, catalogue of ${CATALOGUE.length} schools):`,
        `  found ${planted - missed.length} of ${planted} leftovers`,
        `  "likely": ${count('likely', 'hits')} hits, ${count('likely', 'falsePositives')} false positives`,
        `  "worth a look": ${count('review', 'hits')} hits, ${count('review', 'falsePositives')} false positives`,
        ...rows.flatMap((r) =>
          r.falsePositives.map(
            (h) =>
              `  false positive in "${r.draft.title}": ${h.found} (${h.severity}${h.note ? `, ${h.note}` : ''})`,
          ),
        ),
      ].join('\n'),
    )
    expect(missed).toEqual([])
    // Certain-looking warnings must be rare, or students learn to ignore them.
    expect(count('likely', 'falsePositives')).toBeLessThanOrEqual(1)
    // Ten guards over the whole catalogue: seconds on a machine busy with other suites.
  }, 60_000)

  it('builds the guard for the whole catalogue and checks a 650-word essay without a second pass', () => {
    const guard = guardFor('Northwestern University')
    const essay = Array.from(
      { length: 65 },
      () => 'I spent the summer at Cornell learning to code.',
    ).join(' ')
    const hits = checkEssay(guard, essay)
    expect(hits).toHaveLength(65)
    expect(new Set(hits.map((h) => h.found))).toEqual(new Set(['Cornell']))
  })
})
