export { RecommenderList, type RecommenderListProps } from './RecommenderList.tsx'
