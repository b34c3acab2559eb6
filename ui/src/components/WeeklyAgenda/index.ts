export { WeeklyAgenda, type WeeklyAgendaProps } from './WeeklyAgenda.tsx'
