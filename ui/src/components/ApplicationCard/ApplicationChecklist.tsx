import { applicationChecklist } from '../../logic/planner/checklist.ts'
import type { PlannerSchool } from '../../logic/planner/model.ts'
import { TestPolicyNote } from '../TestPolicyNote/TestPolicyNote.tsx'
import styles from './ApplicationCard.module.css'

/**
 * What the school asks for, inside the card's "What ... asks for": loaded when the student opens
 * it, with the reviewed test policies it reads (a few KB the card's drawn view does not need).
 */
export function ApplicationChecklist({ school }: { school: PlannerSchool }) {
  return (
    <>
      <ul>
        {applicationChecklist(school).map((item) => (
          <li key={item.key}>
            <span className={styles.item}>{item.label}:</span>{' '}
            {item.policy ? (
              <TestPolicyNote
                statement={item.policy.statement}
                provenance={item.policy.provenance}
              />
            ) : (
              item.detail
            )}
          </li>
        ))}
      </ul>
      <p className={styles.credit}>
        Essay and recommendations as the school reported them: NCES IPEDS ADM2022 (admissions for
        fall 2022). Check the school&apos;s site for this year. The test policy says where it comes
        from.
      </p>
    </>
  )
}
