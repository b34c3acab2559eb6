// Renders docs/matching-review.md: the catalogue's depth in each field, the depth property over
// random students, and each archetype student's top ten over the real catalogue, with the
// reviewer's note (ui/src/testing/archetypes.ts). `node scripts/matching-review.ts` writes it;
// ui/src/logic/matching/review.test.ts fails when it is stale.
import { percent } from '../logic/matching/factor.ts'
import { SHARE, type Family } from '../logic/matching/families.ts'
import { rankMatches, type Match, type MatchUniversity } from '../logic/matching/score.ts'
import { describeAnswers } from '../logic/quiz/describe-answers.ts'
import { ARCHETYPES, type Archetype } from './archetypes.ts'
import { depthDistribution, QUANTILES } from './depth-distribution.ts'
import { depthPropertyRun, PROPERTY_SEED } from './depth-property.ts'
import { loadMatchCatalogue } from './catalogue-csv.ts'

/** Lists of earlier scorers, shown above an archetype's list: what changed, and from what. */
const BEFORE: Record<string, { title: string; lines: string[] }[]> = {
  "A. The issue's first answer set": [
    {
      title: 'Before issue 18 (the scorer of main at 32dc573)',
      lines: [
        '100% Cedarville University (Cedarville, OH)',
        '100% Crown College (Saint Bonifacius, MN)',
        '100% Hampshire College (Amherst, MA)',
        '100% Houghton University (Houghton, NY)',
        '100% Johnson University (Knoxville, TN)',
        '100% North Greenville University (Tigerville, SC)',
        '100% Sweet Briar College (Sweet Briar, VA)',
        '100% Taylor University (Upland, IN)',
        '100% Young Harris College (Young Harris, GA)',
        "99% St. Mary's College of Maryland (St. Mary's City, MD)",
      ],
    },
  ],
  "B. The issue's second answer set": [
    {
      title: 'Before issue 18 (the scorer of main at 32dc573)',
      lines: [
        '100% North Carolina State University at Raleigh (Raleigh, NC): average net price $14,328, "within your budget"',
        '100% Purdue University-Main Campus (West Lafayette, IN): $14,619, "within your budget"',
        '100% The University of Texas at Dallas (Richardson, TX): $12,924, "within your budget"',
        '100% University of Illinois Urbana-Champaign (Champaign, IL): $14,272, "within your budget"',
        '99% Rutgers University-New Brunswick (New Brunswick, NJ): $11,803, "within your budget"',
        '99% University of California-Irvine (Irvine, CA): $11,633, "within your budget"',
        '98% San Jose State University (San Jose, CA): $14,603, "within your budget"',
        '98% University of Florida (Gainesville, FL): $9,809, "within your budget"',
        '98% University of Illinois Chicago (Chicago, IL): $10,725, "within your budget"',
        '98% University of Washington-Seattle Campus (Seattle, WA): $8,701, "within your budget"',
      ],
    },
    {
      title: "Before issue 28 (the scorer of main at dc56cef), the issue's engineer",
      lines: [
        '92% (92.11) Brigham Young University (Provo, UT): 14% of graduates in the field, 31,411 undergraduates',
        '91% (91.21) CUNY Bernard M Baruch College (New York, NY): 7.0% of graduates in the field, 15,554 undergraduates',
        '86% (86.07) CUNY Hunter College (New York, NY): 5.8% of graduates in the field, 16,549 undergraduates',
        '86% (85.67) California State University-Los Angeles (Los Angeles, CA): 11% of graduates in the field, 22,690 undergraduates',
        '85% (85.11) University of Pennsylvania (Philadelphia, PA): 16% of graduates in the field, 10,572 undergraduates',
        '85% (84.57) Columbia University in the City of New York (New York, NY): 27% of graduates in the field, 8,902 undergraduates',
        '84% (83.67) Purdue University-Main Campus (West Lafayette, IN): 41% of graduates in the field, 38,438 undergraduates',
        '83% (83.20) University of Washington-Seattle Campus (Seattle, WA): 20% of graduates in the field, 30,931 undergraduates',
        '83% (83.12) North Carolina State University at Raleigh (Raleigh, NC): 28% of graduates in the field, 25,109 undergraduates',
        '83% (82.99) Rutgers University-New Brunswick (New Brunswick, NJ): 22% of graduates in the field, 36,090 undergraduates',
      ],
    },
  ],
  "K. The issue's future nurse": [
    {
      title: 'Before issue 28 (the scorer of main at dc56cef)',
      lines: [
        '92% (92.02) The College of New Jersey (Ewing, NJ): 7.5% of graduates in the field, 6,840 undergraduates',
        '91% (90.93) West Chester University of Pennsylvania (West Chester, PA): 22% of graduates in the field, 14,014 undergraduates',
        '91% (90.76) Adelphi University (Garden City, NY): 42% of graduates in the field, 5,004 undergraduates',
        '91% (90.55) Maryville University of Saint Louis (Saint Louis, MO): 37% of graduates in the field, 5,781 undergraduates',
        '89% (89.32) Salisbury University (Salisbury, MD): 15% of graduates in the field, 6,145 undergraduates',
        '89% (89.00) Nova Southeastern University (Fort Lauderdale, FL): 42% of graduates in the field, 6,885 undergraduates',
        '89% (88.81) University of Maryland-Baltimore County (Baltimore, MD): 3.7% of graduates in the field, 10,557 undergraduates',
        '88% (88.45) Chamberlain University-Illinois (Addison, IL): 100% of graduates in the field, 11,535 undergraduates',
        '88% (88.04) California State University-Monterey Bay (Seaside, CA): 13% of graduates in the field, 6,129 undergraduates',
        '88% (87.70) University of Missouri-St Louis (Saint Louis, MO): 10% of graduates in the field, 5,378 undergraduates',
      ],
    },
  ],
}

/** The top ten of one archetype, best first. */
export function topTen(
  archetype: Archetype,
  catalogue: readonly MatchUniversity[] = loadMatchCatalogue(),
): Match[] {
  return rankMatches(archetype.answers, catalogue, 10, archetype.settings)
}

/** The school's share of graduates in the field and its undergraduates, as the before lists give them. */
function depthFact(u: MatchUniversity, family: Family): string {
  const share = u[SHARE[family]]
  const n = u.undergrad_enrollment
  const pct = share === null ? 'share not reported' : `${percent(share)} of graduates in the field`
  return `${pct}, ${n === null ? 'undergraduates not reported' : `${n.toLocaleString('en-US')} undergraduates`}`
}

function line(match: Match, rank: number, family: Family): string {
  const u = match.university
  const facts = [
    depthFact(u, family),
    match.band ?? 'no band',
    u.carnegie_basic_label ?? 'Carnegie class not reported',
  ]
  if (match.faith) {
    facts.push(
      `${match.faith.labelled ? 'labelled faith-based' : 'faith-based'}: ${match.faith.affiliation}`,
    )
  }
  const price = match.reasons.find((r) => r.factor === 'budget')
  const priceText = price ? `; ${price.text}` : ''
  return `${rank}. **${u.name}** (${u.city}, ${u.state}): ${match.score}% (${match.exact.toFixed(2)}); ${facts.join('; ')}${priceText}`
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`

/** A Markdown table with its columns padded, as Prettier writes it (the file is checked by lint). */
function markdownTable(rows: readonly (readonly string[])[]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(3, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const [head = [], ...body] = rows
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)]
}

/** The catalogue's depth in each family: the figures the depth curve is anchored on. */
function depthSection(catalogue: readonly MatchUniversity[]): string[] {
  const count = (n: number) => Math.round(n).toLocaleString('en-US')
  const quantiles = QUANTILES.map((q) => `p${q * 100}`)
  const rows = [
    [
      'family',
      'offer it',
      'under 8%',
      ...quantiles.map((q) => `share ${q}`),
      ...quantiles.map((q) => `count ${q}`),
    ],
    ...Object.entries(depthDistribution(catalogue)).map(([family, d]) => [
      family,
      count(d.schools),
      count(d.small),
      ...d.share.map(pct),
      ...d.graduates.map(count),
    ]),
  ]
  return [
    '## Depth in the field across the catalogue',
    '',
    "Among the schools that offer a bachelor's program in each family: how many, how many award under",
    '8% of their degrees in it, the quantiles of the share of 2021-22 awards in it, and of that share',
    'times the undergraduates (about how many students the field has). The depth curve',
    '(ui/src/logic/matching/depth.ts) is anchored on the 50th, 75th and 90th percentiles of the share',
    'and the 25th, 50th and 90th of the count.',
    '',
    ...markdownTable(rows),
    '',
  ]
}

/** The property over random students, with the figures of the fixed sample. */
function propertySection(catalogue: readonly MatchUniversity[]): string[] {
  const run = depthPropertyRun(catalogue)
  const { lead, family, answers, settings } = run.closest
  return [
    `## The depth property over ${run.students.toLocaleString('en-US')} random students`,
    '',
    `Students drawn by fast-check (seed ${PROPERTY_SEED}): a field always, every other question answered or`,
    "not, any home state and faith setting. For each, the top ten's median share of awards in the",
    'field must be above the median of all schools that offer it, and no top-ten school may award',
    'under 8% of its degrees in the field (or leave it unreported) unless fewer than ten schools',
    'qualify: offered to the student (ui/src/logic/matching/offered.ts) and reporting at least 8%.',
    '',
    `- Students who broke it: ${run.failures.length}.`,
    `- Top-ten schools under 8% or unreported, over all ${run.students.toLocaleString('en-US')} top tens: ${run.smallInTopTens}.`,
    `- Fewest schools that qualified for one student: ${run.fewestQualifying}.`,
    `- Closest case: a top ten whose median share leads ${family}'s median by ${(lead * 100).toFixed(1)} points (${describeAnswers(
      answers,
    )
      .map((a) => a.answer)
      .join(
        ', ',
      )}; home state ${settings.homeState ?? 'not given'}, faith-based colleges ${settings.faith}).`,
    '',
  ]
}

export function renderReview(catalogue: readonly MatchUniversity[] = loadMatchCatalogue()): string {
  const out = [
    '# Matching review',
    '',
    "Archetype students, their top ten over the real catalogue (1,963 schools), and a reviewer's",
    'note on each list (docs/adr/0038-matching-settings-and-fits.md,',
    'docs/adr/0069-depth-in-the-field-and-career-goals.md). Written by',
    '`node scripts/matching-review.ts` from `ui/src/testing/archetypes.ts`;',
    '`ui/src/logic/matching/review.test.ts` checks the properties the notes rely on (no',
    "faith-related special-focus institution for anyone; no school outside the student's field in a",
    'top ten; faith-based colleges labelled or hidden as the student chose; publics priced for the',
    'home state; scores that tell the top ten apart; the depth property below) and that this file is',
    'fresh.',
    '',
    'Each line: rank, school, score (the unrounded score the order uses), the share of its 2021-22',
    "awards in the student's field and its undergraduates (fall 2022), admission band, Carnegie class,",
    'faith (when affiliated), and the price the budget was compared with.',
    '',
    ...depthSection(catalogue),
    ...propertySection(catalogue),
  ]
  for (const archetype of ARCHETYPES) {
    out.push(`## ${archetype.name}`, '', archetype.who, '')
    out.push(
      `Answers: ${describeAnswers(archetype.answers)
        .map((a) => `${a.question} ${a.answer}`)
        .join(
          ' / ',
        )}. Settings: home state ${archetype.settings.homeState ?? 'not given'}, faith-based colleges ${archetype.settings.faith}.`,
      '',
    )
    const before = BEFORE[archetype.name] ?? []
    for (const { title, lines } of before) {
      out.push(`${title}:`, '', ...lines.map((b, i) => `${i + 1}. ${b}`), '')
    }
    if (before.length > 0) out.push('After:', '')
    const family = archetype.answers.academicInterest as Family
    out.push(...topTen(archetype, catalogue).map((m, i) => line(m, i + 1, family)), '')
    out.push(`**Reviewer:** ${archetype.note}`, '')
  }
  return `${out.join('\n').trimEnd()}\n`
}
