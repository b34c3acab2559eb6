export { AidDateList, type AidDateListProps, type NewAidDate } from './AidDateList.tsx'
