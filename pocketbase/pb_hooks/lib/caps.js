// Per-account caps on how many records a student keeps (docs/adr/0075). They are counted inside
// the transaction that writes the new record (limits.pb.js opens it around the insert), and
// PocketBase writes through a single connection, so two creates at once can never both see room
// for one: 50 parallel creates leave exactly the cap. The limits and sentences are the browser's
// own (bundled from ui/src/logic by `pnpm typegen`).
const planner = require(`${__hooks}/lib/planner-core.js`)
const essays = require(`${__hooks}/lib/essays-core.js`)
const sharing = require(`${__hooks}/lib/sharing-core.js`)

const P = planner.PLANNER_LIMITS
const M = planner.PLANNER_MESSAGES
const S = sharing.SHARE_LIMITS

/**
 * Each capped collection's caps: the most records with the same `by` (the student, unless said
 * otherwise), the field the refusal names, its sentence, and which new records count against it
 * (a plan's generated steps follow its applications, which are capped).
 */
const CAPS = {
  essays: [
    {
      max: essays.ESSAY_LIMITS.essaysMax,
      field: 'user',
      message: 'A student can keep at most ' + essays.ESSAY_LIMITS.essaysMax + ' essays.',
    },
  ],
  applications: [
    {
      max: P.applications,
      field: 'university',
      message: M.tooMany('applications', P.applications),
    },
  ],
  plan_tasks: [
    {
      max: P.tasks,
      field: 'title',
      message: M.tooMany('tasks', P.tasks),
      // The student's own tasks and decision steps (docs/adr/0085), which may be many per school.
      applies: (record) => ['custom', 'decision'].indexOf(record.getString('kind')) >= 0,
    },
  ],
  aid_dates: [{ max: P.aidDates, field: 'date', message: M.tooMany('aid dates', P.aidDates) }],
  recommenders: [
    { max: P.recommenders, field: 'name', message: M.tooMany('recommenders', P.recommenders) },
  ],
  // An application's portal checklist and its interview (issue 26) need no line: each is unique
  // per application (their migration's index), and applications are capped above.
  // The scholarships a student tracks (docs/adr/0087): a list they add to by hand, so a cap far
  // above any real search stops a runaway script without ever meeting a student.
  scholarships: [
    {
      max: planner.SCHOLARSHIP_LIMITS.perStudent,
      field: 'sponsor',
      message: M.tooMany('scholarships', planner.SCHOLARSHIP_LIMITS.perStudent),
    },
  ],
  // Shared links (docs/adr/0080), and the comments supporters leave through them (0082): each
  // link leaves at most so many, and each essay holds at most so many from every link.
  shares: [{ max: S.perStudent, field: 'label', message: sharing.SHARE_MESSAGES.tooMany }],
  share_comments: [
    {
      by: 'share',
      max: S.commentsPerShare,
      field: 'body',
      message: sharing.COMMENT_MESSAGES.tooManyOnLink,
    },
    {
      by: 'essay',
      max: S.commentsPerEssay,
      field: 'body',
      message: sharing.COMMENT_MESSAGES.tooManyOnEssay,
    },
  ],
}

/**
 * Throws the 400 naming the cap's field when the new `record` would pass a cap of its
 * collection. `tx` must be the transaction the record is inserted in.
 */
function checkCap(tx, record) {
  const name = record.collection().name
  for (const cap of CAPS[name] || []) {
    if (cap.applies && !cap.applies(record)) continue
    const by = cap.by || 'user'
    const value = record.getString(by)
    if (value === '') continue
    if (tx.countRecords(name, $dbx.hashExp({ [by]: value })) < cap.max) continue
    throw new BadRequestError('Please check the highlighted fields.', {
      [cap.field]: new ValidationError('validation_cap', cap.message),
    })
  }
}

module.exports = { CAPS, checkCap }
