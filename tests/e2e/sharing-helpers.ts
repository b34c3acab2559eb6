// Students who share, for the sharing tests and the screenshots (ADR 0063: a repeated call is said
// once, here): a plan with an essay, made through the API, and links made through POST /api/shares.
import { apiStudent, applyTo, essayOf, type ApiStudent } from './essays-helpers.ts'

export const SCHOOL = 'Tulane University of Louisiana'
export const ESSAY =
  'The summer I rebuilt my grandfather’s radio, I learned that patience is a skill.\n\n' +
  'Every solder joint taught me something about care, and New Orleans taught me music.'

/** A student with Tulane on their list, an application with a fee, and an essay for it. */
export async function studentWithEssay(baseURL: string): Promise<ApiStudent & { essayId: string }> {
  const student = await apiStudent(baseURL, 'Maya Johnson')
  const application = await applyTo(baseURL, student, SCHOOL, { plan: 'ea', fee: 75 })
  const essayId = await essayOf(
    baseURL,
    student,
    { title: 'Why Tulane', prompt: 'Why Tulane? (250 words)', applications: [application] },
    ESSAY,
  )
  return { ...student, essayId }
}

/** A link of `student` (a day long unless `body` says otherwise); its token. */
export async function shareOf(
  baseURL: string,
  student: ApiStudent,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${baseURL}/api/shares`, {
    method: 'POST',
    headers: { authorization: student.token, 'content-type': 'application/json' },
    body: JSON.stringify({
      label: 'Coach',
      expires: new Date(Date.now() + 86_400_000).toISOString(),
      ...body,
    }),
  })
  const made = (await response.json()) as { token?: string }
  if (!response.ok || !made.token) throw new Error(`share: ${JSON.stringify(made)}`)
  return made.token
}
