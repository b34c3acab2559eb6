export {
  UniversityPicker,
  type LoadStatus,
  type UniversityPickerProps,
} from './UniversityPicker.tsx'
