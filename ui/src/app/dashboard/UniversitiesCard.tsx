import {
  UniversityPicker,
  type UniversityPickerProps,
} from '../../components/UniversityPicker/UniversityPicker.tsx'
import { POPULAR_RULE } from '../../logic/universities/popular.ts'

/** The universities card: the picker, saying how its popular schools were chosen. */
export function UniversitiesCard(props: Omit<UniversityPickerProps, 'popularNote'>) {
  return <UniversityPicker {...props} popularNote={POPULAR_RULE} />
}
