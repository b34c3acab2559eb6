import type { DashboardState } from '../../logic/dashboard/dashboard-machine.ts'
import type { Student } from '../../logic/domain.ts'
import type { QuizAnswers } from '../../logic/quiz/questions.ts'
import { attempt } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { writing, type VerbContext } from './context.ts'

export function quizVerbs(ctx: VerbContext) {
  return {
    /** Merge-writes the answers, marks the quiz completed now, and optionally moves the card. */
    submit: (answers: QuizAnswers, options?: { state?: DashboardState }): Promise<Student> =>
      attempt(async () => {
        const body: Record<string, unknown> = {
          quizAnswers: answers,
          quizCompleted: true,
          quizCompletedAt: new Date().toISOString(),
        }
        if (options?.state) body.state = options.state
        const record = await ctx.pb
          .collection<UsersRecord>('users')
          .update(ctx.userId(), body, writing())
        return ctx.remember(record)
      }),
  }
}
