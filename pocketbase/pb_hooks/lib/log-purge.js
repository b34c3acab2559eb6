// Deletion is final in the request logs too (docs/adr/0075, issue 24). PocketBase writes request
// logs in batches every few seconds, so the lines of an account's last requests can be written
// after the purge that deletes the account. The account's id is therefore remembered for
// WINDOW_MS in the app's shared store (memory only, never on disk), and logs.pb.js drops any log
// line that names it as the line is written; the purge at deletion takes what was written before.

const KEY = 'cc.deletedAccounts'
/** Long past the logger's flush (3 s) and a stale tab's retries naming the account. */
const WINDOW_MS = 10 * 60 * 1000

/** "id:ms,id:ms" -> [[id, ms]], without the entries older than the window. */
function recent(value, now) {
  if (typeof value !== 'string' || value === '') return []
  return value
    .split(',')
    .map((entry) => entry.split(':'))
    .filter((pair) => pair.length === 2 && now - Number(pair[1]) < WINDOW_MS)
}

/** Remembers `id` as deleted (shared by every JS VM of the process), atomically. */
function remember(app, id, now) {
  app.store().setFunc(KEY, (old) =>
    recent(old, now)
      .concat([[id, String(now)]])
      .map((pair) => pair.join(':'))
      .join(','),
  )
}

/** Deletes the request-log lines that name `id` (in their address, message or details). */
function purgeLogs(app, id) {
  app
    .auxNonconcurrentDB()
    .newQuery('DELETE FROM {{_logs}} WHERE [[data]] LIKE {:pattern} OR [[message]] LIKE {:pattern}')
    .bind({ pattern: `%${id}%` })
    .execute()
}

/** Whether a log line about to be written names an account deleted within the window. */
function namesDeletedAccount(app, log, now) {
  const deleted = recent(app.store().get(KEY), now)
  if (deleted.length === 0) return false
  const text = `${log.message} ${JSON.stringify(log.data)}`
  return deleted.some((pair) => text.indexOf(pair[0]) >= 0)
}

module.exports = { namesDeletedAccount, purgeLogs, remember }
