import type { DataClient, Student } from '../data/types.ts'
import { redirectTo } from './navigation.ts'

/**
 * The signed-in student, or a redirect to /login. Kept in one small place so the shared session
 * guard can replace it.
 */
export async function requireStudent(data: DataClient): Promise<Student | null> {
  const student = await data.auth.refresh()
  if (!student) redirectTo('/login')
  return student
}
