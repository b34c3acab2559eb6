// "Save and sign out" (ADR 0076): sends what the device holds that the account has not got,
// through the same verbs the pages use. Loaded only when a student chooses to save.
import type { DataClient } from '../../data/data-client.ts'
import { isTransient } from '../../data/errors.ts'
import type { UnsentItem } from '../../logic/device/device-data.ts'
import type { SaveProblem } from '../../logic/device/sign-out-machine.ts'
import type { PendingWrite } from '../../logic/outbox/outbox.ts'

/** The verbs a sign-out sends with. */
export type SendingData = Pick<DataClient, 'auth' | 'essays' | 'quiz' | 'profile' | 'list'>

export type SendOutcome = { left: UnsentItem[]; problem: SaveProblem | null }

/** The full data layer, for pages whose own composition lacks some of these verbs. */
export async function sendingData(): Promise<SendingData> {
  const [{ createPocketBase }, { createDataClient }] = await Promise.all([
    import('../../data/client.ts'),
    import('../../data/data-client.ts'),
  ])
  return createDataClient(createPocketBase())
}

function sendWrite(data: SendingData, write: PendingWrite): Promise<unknown> {
  switch (write.kind) {
    case 'state':
      return data.profile.setState(write.state)
    case 'quiz':
      return data.quiz.submit(write.answers, write.state ? { state: write.state } : undefined)
    case 'list-add':
      return data.list.add(write.universityId)
  }
}

/**
 * Sends one item, or the part of it from `from` on (an outbox's writes go one by one); resolves
 * with how many parts went. An essay the server refuses as a conflict is kept there as a version
 * (ADR 0046), so it counts as saved.
 */
async function sendParts(data: SendingData, item: UnsentItem, sent: { count: number }) {
  switch (item.kind) {
    case 'essay': {
      const { essayId, ...request } = item.save
      await data.essays.save(essayId, request)
      return
    }
    case 'quiz':
      // Merged into the answers the account has, as a submit would be.
      await data.quiz.keepAnswers({ ...data.auth.current()?.quizAnswers, ...item.answers })
      return
    case 'outbox':
      for (const write of item.writes) {
        await sendWrite(data, write)
        sent.count += 1
      }
      return
    case 'selection':
      for (const id of item.universityIds) await data.list.add(id)
      return
  }
}

/**
 * Sends every item, in order (the essays first: they hold the most typing); what fails is left,
 * with why: offline when any failure was the connection (trying again may work), else refused.
 */
export async function sendUnsent(
  items: readonly UnsentItem[],
  data: SendingData,
): Promise<SendOutcome> {
  const left: UnsentItem[] = []
  let problem: SaveProblem | null = null
  for (const item of items) {
    const sent = { count: 0 }
    try {
      await sendParts(data, item, sent)
    } catch (error) {
      left.push(item.kind === 'outbox' ? { ...item, writes: item.writes.slice(sent.count) } : item)
      problem = isTransient(error) || problem === 'offline' ? 'offline' : 'refused'
    }
  }
  return { left, problem }
}
