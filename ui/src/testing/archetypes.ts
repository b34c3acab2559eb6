// The archetype students of the matching review (docs/matching-review.md): different fields,
// budgets, settings, grades and home states. The review's lists are what the scorer gives them
// over the real catalogue; ui/src/logic/matching/review.test.ts checks the properties the review
// relies on, and that the document is fresh (`node scripts/matching-review.ts` writes it).
import type { MatchSettings } from '../logic/matching/settings.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'

export type Archetype = {
  name: string
  /** Who the student is, in a sentence. */
  who: string
  answers: QuizAnswers
  settings: MatchSettings
  /** The reviewer's note on the list. */
  note: string
}

export const ARCHETYPES: Archetype[] = [
  {
    name: "A. The issue's first answer set",
    who: 'Arts & Humanities, countryside, small, flexible budget, GPA 2.6-3.0, no test; no settings.',
    answers: {
      academicInterest: 'arts',
      locationPreference: 'rural',
      schoolSize: 'small',
      budget: 'flexible',
      gpa: '2.6-3.0',
      satAct: 'noTest',
    },
    settings: { homeState: null, faith: 'labelled' },
    note: "Defensible. Before, nine schools tied at 100% and the list mixed evangelical and Bible colleges (Johnson University) without a word; now the scores are apart (95.3 to 91.2), no seminary or Bible college appears (Mount Angel Seminary scored 93% before; faith-related special-focus schools are not offered for any quiz field), and each of the six affiliated colleges carries a 'Faith-based' label, the default. Small rural colleges in the U.S. are often church-related, so a labelled list is honest; a student who hides them gets St. Mary's College of Maryland, Laguna, Hampshire, Principia (which IPEDS codes as unaffiliated), Sweet Briar, Bard and others. With no test, colleges that require one drop out. Reach/target reads the admit rate only, as the data has no admitted GPA.",
  },
  {
    name: "B. The issue's second answer set",
    who: 'Engineering & Computer Science, city, large, under $15,000; nothing else answered, no settings.',
    answers: {
      academicInterest: 'engineering',
      locationPreference: 'urban',
      schoolSize: 'large',
      budget: 'low',
    },
    settings: { homeState: null, faith: 'labelled' },
    note: "Credible, and honest about price: without a home state, every public shows both prices and is never called affordable when only the in-state price fits (UC Irvine's out-of-state estimate is about $42,000; before, it was 'within budget'). The budget fit is the mean of both, so publics fall below privates whose aided net price fits (BYU, labelled as Latter-day Saint; Penn and Columbia, which no GPA was given to call reaches). Adding a home state (list C) is the fix the list invites, and the results page says so.",
  },
  {
    name: 'C. The second answer set from New York',
    who: 'The same answers as B, from a student who gave New York as home state.',
    answers: {
      academicInterest: 'engineering',
      locationPreference: 'urban',
      schoolSize: 'large',
      budget: 'low',
    },
    settings: { homeState: 'NY', faith: 'labelled' },
    note: "With New York as home state, CUNY's senior colleges rise to the top at in-state prices ($3,800-$4,800 net) and out-of-state publics carry the estimate (in-state net price plus the tuition difference). University of the People (an online college whose size and completion are not reported) reaches tenth on half credit for the unknowns; the card says 'not reported' for both. Acceptable, noted as the cost of never hiding missing data.",
  },
  {
    name: 'D. Nursing in Ohio',
    who: 'Health & Medicine, suburbs, medium, $15,000-30,000, GPA 3.1-3.5, SAT 1000-1200, wants a job; Ohio; faith-based colleges hidden.',
    answers: {
      academicInterest: 'health',
      locationPreference: 'suburban',
      schoolSize: 'medium',
      budget: 'medium',
      gpa: '3.1-3.5',
      satAct: 'lowSAT',
      extracurriculars: ['community'],
      careerGoals: 'employment',
    },
    settings: { homeState: 'OH', faith: 'hidden' },
    note: "Good. Schools with real nursing programs (Adelphi, Maryville, Nova Southeastern: about 40% of awards in health), suburban and mid-sized, within $30,000 at the price this Ohio student would pay. No Ohio public is in the top ten: Kent State is large (19,179 undergraduates; 33rd) and Wright State's 44% completion costs it (40th). Faith-based colleges are hidden as asked (none listed). Adelphi is a reach on the SAT range, the more cautious of the two bands.",
  },
  {
    name: 'E. Business in New York City',
    who: 'Business, city, large, $30,000-50,000, GPA 3.6-4.0, SAT 1400-1600, wants a job; New York; faith-based colleges welcome.',
    answers: {
      academicInterest: 'business',
      locationPreference: 'urban',
      schoolSize: 'large',
      budget: 'high',
      gpa: '3.6-4.0',
      satAct: 'highSAT',
      extracurriculars: ['greek', 'academic'],
      careerGoals: 'employment',
    },
    settings: { homeState: 'NY', faith: 'welcome' },
    note: "Strong. Baruch (three quarters of awards in business, $3,793 in-state net) is first for a New Yorker; then large urban universities whose out-of-state estimate fits a $50,000 budget (UC Irvine, UIUC, UW, Virginia Tech) and USC and Georgia Tech as reaches. Everyone gets 'Test optional', 'Test blind' or 'required' from ADM2022 on the card; UC Irvine's test-blind policy means its scores are not weighed.",
  },
  {
    name: 'F. Science on a tight budget in Minnesota',
    who: 'Natural Sciences, countryside, small, under $15,000, GPA 3.6-4.0, SAT 1200-1400, graduate school; Minnesota.',
    answers: {
      academicInterest: 'science',
      locationPreference: 'rural',
      schoolSize: 'small',
      budget: 'low',
      gpa: '3.6-4.0',
      satAct: 'midSAT',
      extracurriculars: ['academic'],
      careerGoals: 'gradSchool',
    },
    settings: { homeState: 'MN', faith: 'labelled' },
    note: "The hardest brief (rural, small, under $15,000, strong student), and the list shows it: Berea (tuition-free), Alcorn State and Mississippi Valley State (HBCUs with the same price in and out of state), Unity Environmental (92% of awards in science). Four labelled church colleges (Baptist, AME, Disciples of Christ) and LSU-Alexandria fill the rest; the Air Force Academy is tenth with its price 'not reported' (IPEDS has none: cadets pay no tuition). Minnesota's own publics are in towns, not the countryside, and rank below. A student should widen setting or budget; the list does not pretend otherwise.",
  },
  {
    name: 'G. Social sciences with a low GPA in Florida',
    who: 'Social Sciences, suburbs, any size, flexible budget, GPA 2.0-2.5, no test, undecided; Florida.',
    answers: {
      academicInterest: 'social',
      locationPreference: 'suburban',
      schoolSize: 'noPreference',
      budget: 'flexible',
      gpa: '2.0-2.5',
      satAct: 'noTest',
      extracurriculars: ['sports'],
      careerGoals: 'uncertain',
    },
    settings: { homeState: 'FL', faith: 'labelled' },
    note: "Defensible, with a caveat the card states: with no budget, size or test, the order is field, setting, admission by admit rate, and completion, so well-run private colleges with admit rates near 85-90% lead. Eight are church-related (six Catholic) and labelled. Wheaton College (Illinois) reads 'target' for a 2.0-2.5 GPA from its 88% admit rate, though its admitted students' grades are likely higher; the data has no admitted GPA, which is why the card never shows a chance of admission.",
  },
  {
    name: 'H. Engineering for graduate school in California',
    who: 'Engineering & Computer Science, suburbs, medium, $15,000-30,000, GPA 3.6-4.0, SAT 1400-1600, graduate school; California.',
    answers: {
      academicInterest: 'engineering',
      locationPreference: 'suburban',
      schoolSize: 'medium',
      budget: 'medium',
      gpa: '3.6-4.0',
      satAct: 'highSAT',
      extracurriculars: ['academic'],
      careerGoals: 'gradSchool',
    },
    settings: { homeState: 'CA', faith: 'labelled' },
    note: "Good for a Californian: in-state UC Merced, CSU Monterey Bay, Sonoma State and Cal Poly SLO at in-state prices, strong engineering schools elsewhere within $30,000 (UMBC, TCNJ, Northern Illinois), and WashU and Stanford as reaches whose aided net price fits. Graduate-school plans weigh the six-year completion rate, so UC Merced's 69% and Cal Poly's 85% count. Scores sit within 3 points; the unrounded order is stated.",
  },
  {
    name: 'I. Art and design from abroad',
    who: 'Arts & Humanities, city, small, over $50,000, GPA 3.1-3.5, no test, start a business; outside the 50 states.',
    answers: {
      academicInterest: 'arts',
      locationPreference: 'urban',
      schoolSize: 'small',
      budget: 'veryHigh',
      gpa: '3.1-3.5',
      satAct: 'noTest',
      extracurriculars: ['arts'],
      careerGoals: 'startup',
    },
    settings: { homeState: 'outside', faith: 'labelled' },
    note: 'Right kind of school: conservatories and art colleges (New England Conservatory, Manhattan School of Music, Pratt, Ringling, Cleveland Institute of Music), Emerson, and urban liberal-arts colleges, all within an open budget at the price everyone pays (a student from abroad pays the published or out-of-state price at publics; none made the list). Yeshiva University appears without a faith label because IPEDS reports no religious affiliation for it: the label follows the data.',
  },
  {
    name: 'J. Business in rural Georgia on a tight budget',
    who: 'Business, countryside, small, under $15,000, GPA 2.6-3.0, SAT 1000-1200, wants a job; Georgia; faith-based colleges welcome.',
    answers: {
      academicInterest: 'business',
      locationPreference: 'rural',
      schoolSize: 'small',
      budget: 'low',
      gpa: '2.6-3.0',
      satAct: 'lowSAT',
      extracurriculars: ['sports', 'diversity'],
      careerGoals: 'employment',
    },
    settings: { homeState: 'GA', faith: 'welcome' },
    note: "Weakest list, and honestly so: rural, small, under $15,000 and business leaves few schools. With faith-based colleges welcome, four Baptist colleges lead, without labels (the student's choice). Saint John's (Minnesota) is seventh though 'above your budget' at $27,750; the card says so and it is never 'likely'. Georgia Southwestern is the in-state public that fits. The reviewer would suggest widening the setting.",
  },
]
