/**
 * Shared links, comments and supporters' views for stories and tests (issue 27): a parent's link,
 * a counselor's with comments, a revoked and an ended one; the views a parent and a counselor see.
 */
import type { EssayComment } from '../logic/sharing/comment.ts'
import type { Share } from '../logic/sharing/share.ts'
import type { SharedView } from '../logic/sharing/view.ts'

export const SHARE_NOW = Date.parse('2026-11-27T15:00:00.000Z')

export function makeShare(overrides: Partial<Share> = {}): Share {
  return {
    id: 'share1',
    label: 'Mom',
    scope: ['list', 'deadlines', 'readiness'],
    comments: false,
    expires: '2027-02-25T15:00:00.000Z',
    created: '2026-11-27T15:00:00.000Z',
    lastOpened: '2026-11-27T18:30:00.000Z',
    openCount: 3,
    revoked: null,
    ...overrides,
  }
}

export const SAMPLE_SHARES: Share[] = [
  makeShare(),
  makeShare({
    id: 'share2',
    label: 'Ms. Lee, counselor',
    scope: ['essays', 'readiness'],
    comments: true,
    lastOpened: null,
    openCount: 0,
  }),
  makeShare({
    id: 'share3',
    label: 'Coach Rivera',
    scope: ['deadlines'],
    revoked: '2026-11-20T12:00:00.000Z',
  }),
  makeShare({ id: 'share4', label: 'Grandpa', expires: '2026-11-01T12:00:00.000Z' }),
]

export const ESSAY_TEXT =
  'The summer I rebuilt my grandfather’s radio, I learned that patience is a skill.\n\nEvery solder joint taught me something about care, and New Orleans taught me music.'

export function makeComment(overrides: Partial<EssayComment> = {}): EssayComment {
  return {
    id: 'comment1',
    essay: 'essay1',
    author: 'Ms. Lee, counselor',
    body: 'This sentence is the heart of it: open with it.',
    anchor: { quote: 'patience is a skill', start: 60, end: 79 },
    revision: 3,
    status: 'open',
    created: '2026-11-27T16:00:00.000Z',
    ...overrides,
  }
}

export const SAMPLE_COMMENTS: EssayComment[] = [
  makeComment(),
  makeComment({
    id: 'comment2',
    author: 'Coach Rivera',
    body: 'A strong close. Could the last line name one song?',
    anchor: null,
  }),
  makeComment({
    id: 'comment3',
    body: 'Say which radio.',
    anchor: { quote: 'a vintage radio', start: 30, end: 45 },
    status: 'resolved',
  }),
]

/** What a parent's link to the list and the deadlines shows. */
export const PARENT_VIEW: SharedView = {
  firstName: 'Maya',
  label: 'Mom',
  expires: 'Thu, Feb 25, 2027',
  comments: false,
  scope: ['list', 'deadlines'],
  sections: {
    list: [
      { name: 'Tulane University of Louisiana', place: 'New Orleans, LA' },
      { name: 'The University of Texas at Austin', place: 'Austin, TX' },
    ],
    deadlines: {
      applications: [
        {
          school: 'Tulane University of Louisiana',
          plan: 'Early Action',
          status: 'In progress',
          deadline: 'Tue, Dec 1, 2026, 11:59 PM (New York time)',
          timeLeft: '4 days left',
          urgency: 'soon',
          estimated: false,
        },
        {
          school: 'The University of Texas at Austin',
          plan: 'Regular Decision',
          status: 'Planning',
          deadline: 'Fri, Jan 15, 2027, 11:59 PM (Chicago time)',
          timeLeft: '49 days left',
          urgency: 'upcoming',
          estimated: true,
        },
      ],
      tasks: [
        {
          title: 'Pay Tulane’s application fee or request a waiver',
          school: 'Tulane University of Louisiana',
          due: 'Thu, Nov 26, 2026',
          done: false,
          late: true,
        },
        {
          title: 'Finish your essays for Tulane',
          school: 'Tulane University of Louisiana',
          due: 'Sat, Nov 21, 2026',
          done: true,
          late: false,
        },
      ],
      aid: [{ title: 'FAFSA', date: 'Thu, Oct 1, 2026', done: true }],
    },
  },
}

/** What a counselor's link to the essays, with comments, shows. */
export const COUNSELOR_VIEW: SharedView = {
  firstName: 'Maya',
  label: 'Ms. Lee, counselor',
  expires: 'Thu, Feb 25, 2027',
  comments: true,
  scope: ['readiness', 'essays'],
  sections: {
    readiness: {
      summary:
        '1 application: 1 due within a week. First: Tulane University of Louisiana (2 tasks open, 1 essay not final).',
      rows: [
        {
          school: 'Tulane University of Louisiana',
          attention: 'urgent',
          attentionLabel: 'Due within a week',
          status: 'In progress',
          timeLeft: '4 days left',
          needs: ['2 tasks open', '1 essay not final'],
          progress: 'Tasks 3 of 5, essays 0 of 1, recommenders 1 of 1',
        },
      ],
    },
    essays: [
      {
        id: 'essay1',
        title: 'Why Tulane',
        about: 'For Tulane University of Louisiana',
        prompt: 'Why Tulane? (250 words)',
        status: 'Drafting',
        count: '29 / 250 words',
        text: ESSAY_TEXT,
        revision: 3,
        comments: [
          {
            quote: 'New Orleans taught me music',
            body: 'Which music? One concrete detail would land it.',
            created: '2026-11-26T10:00:00.000Z',
            status: 'resolved',
          },
        ],
      },
    ],
  },
}

/** Every part, as a share ticking them all shows it. */
export const FULL_VIEW: SharedView = {
  ...PARENT_VIEW,
  label: 'Dad',
  scope: ['list', 'deadlines', 'readiness', 'essays', 'money', 'quiz'],
  sections: {
    ...PARENT_VIEW.sections,
    ...(COUNSELOR_VIEW.sections.readiness ? { readiness: COUNSELOR_VIEW.sections.readiness } : {}),
    essays: (COUNSELOR_VIEW.sections.essays ?? []).map((essay) => ({
      ...essay,
      id: null,
      comments: [],
    })),
    money: {
      cost: {
        summary: 'Applying to 2 schools costs $150.',
        total: '$150',
        rows: [
          {
            school: 'Tulane University of Louisiana',
            fee: '$75 (Maya’s figure)',
            waiver: '',
            subtotal: '$75',
            runningTotal: '$75',
          },
          {
            school: 'The University of Texas at Austin',
            fee: '$75 (catalogue, 2021-22)',
            waiver: 'Waiver requested',
            subtotal: '$75',
            runningTotal: '$150',
          },
        ],
      },
      offers: { summary: 'No admissions yet.', rows: [] },
    },
    quiz: [
      { question: 'What is your GPA?', answer: '3.5 - 3.9' },
      { question: 'What is your budget per year?', answer: 'Under $20,000' },
    ],
  },
}
