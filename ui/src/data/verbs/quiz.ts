import type { DashboardState } from '../../logic/dashboard/dashboard-machine.ts'
import type { Student } from '../../logic/domain.ts'
import type { QuizAnswers } from '../../logic/quiz/questions.ts'
import { attempt } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { writing, type VerbContext } from './context.ts'

export function quizVerbs(ctx: VerbContext) {
  /** Writes `body` to the student's record; returns the student as saved. */
  const write = (body: Record<string, unknown>): Promise<Student> =>
    attempt(async () => {
      const record = await ctx.pb
        .collection<UsersRecord>('users')
        .update(ctx.userId(), body, writing())
      return ctx.remember(record)
    })
  return {
    /** Merge-writes the answers, marks the quiz completed now, and optionally moves the card. */
    submit: (answers: QuizAnswers, options?: { state?: DashboardState }): Promise<Student> =>
      write({
        quizAnswers: answers,
        quizCompleted: true,
        quizCompletedAt: new Date().toISOString(),
        ...(options?.state ? { state: options.state } : {}),
      }),
    /**
     * Keeps answers given so far on the account without submitting the quiz (a sign-out saving a
     * quiz left part way, ADR 0076): the quiz resumes from them on any device.
     */
    keepAnswers: (answers: QuizAnswers): Promise<Student> => write({ quizAnswers: answers }),
  }
}
