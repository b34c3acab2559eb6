export { Section, sectionListClass, type SectionProps } from './Section.tsx'
