// Renders docs/matching-review.md: each archetype student's top ten over the real catalogue, with
// the reviewer's note (ui/src/testing/archetypes.ts). `node scripts/matching-review.ts` writes it;
// ui/src/logic/matching/review.test.ts fails when it is stale.
import { rankMatches, type Match } from '../logic/matching/score.ts'
import { describeAnswers } from '../logic/quiz/describe-answers.ts'
import { ARCHETYPES, type Archetype } from './archetypes.ts'
import { loadMatchCatalogue } from './catalogue-csv.ts'

/** The lists before this scorer (main at 32dc573), for the issue's two answer sets. */
const BEFORE = {
  "A. The issue's first answer set": [
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
  "B. The issue's second answer set": [
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
} as Record<string, string[]>

/** The top ten of one archetype, best first. */
export function topTen(archetype: Archetype, catalogue = loadMatchCatalogue()): Match[] {
  return rankMatches(archetype.answers, catalogue, 10, archetype.settings)
}

function line(match: Match, rank: number): string {
  const u = match.university
  const facts = [match.band ?? 'no band', u.carnegie_basic_label ?? 'Carnegie class not reported']
  if (match.faith) {
    facts.push(
      `${match.faith.labelled ? 'labelled faith-based' : 'faith-based'}: ${match.faith.affiliation}`,
    )
  }
  const price = match.reasons.find((r) => r.factor === 'budget')
  const priceText = price ? `; ${price.text}` : ''
  return `${rank}. **${u.name}** (${u.city}, ${u.state}): ${match.score}% (${match.exact.toFixed(2)}); ${facts.join('; ')}${priceText}`
}

export function renderReview(): string {
  const catalogue = loadMatchCatalogue()
  const out = [
    '# Matching review',
    '',
    "Archetype students, their top ten over the real catalogue (1,963 schools), and a reviewer's",
    'note on each list (docs/adr/0038-matching-settings-and-fits.md). Written by',
    '`node scripts/matching-review.ts` from `ui/src/testing/archetypes.ts`;',
    '`ui/src/logic/matching/review.test.ts` checks the properties the notes rely on (no',
    "faith-related special-focus institution for anyone; no school outside the student's field in a",
    'top ten; faith-based colleges labelled or hidden as the student chose; publics priced for the',
    'home state; scores that tell the top ten apart) and that this file is fresh.',
    '',
    'Each line: rank, school, score (the unrounded score the order uses), admission band, Carnegie',
    'class, faith (when affiliated), and the price the budget was compared with.',
    '',
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
    const before = BEFORE[archetype.name]
    if (before) {
      out.push(
        'Before (the scorer of main at 32dc573):',
        '',
        ...before.map((b, i) => `${i + 1}. ${b}`),
        '',
        'After:',
        '',
      )
    }
    out.push(...topTen(archetype, catalogue).map((m, i) => line(m, i + 1)), '')
    out.push(`**Reviewer:** ${archetype.note}`, '')
  }
  return `${out.join('\n').trimEnd()}\n`
}
