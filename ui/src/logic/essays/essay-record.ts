/**
 * The essay fields the student writes, as a record stores them with nothing entered (ADR 0093):
 * its keys are the one list of them. The server's rules across fields (lib/essays.js, through
 * lib/fields.js) read these and the text; the browser's essayRecordFields (data/essay-records.ts)
 * writes no other; ui/src/data/domain-fields.test.ts holds them to the migrations' schema.
 */
import { fieldsOf } from '../field-lists.ts'

export const NO_ESSAY_RECORD = {
  kind: 'supplement',
  platform: 'common_app',
  title: '',
  prompt: '',
  status: 'not_started',
  category: '',
  applications: [] as readonly string[],
  scholarship: '',
  guard_phrases: [] as readonly string[],
  limit_unit: '',
  limit_max: 0,
  limit_min: 0,
  group_id: '',
  group_label: '',
  group_choose: 0,
}

export type EssayRecordField = keyof typeof NO_ESSAY_RECORD

/** The essay fields the student writes. */
export const ESSAY_RECORD_FIELDS: readonly EssayRecordField[] = fieldsOf(NO_ESSAY_RECORD)
