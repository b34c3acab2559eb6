export {
  RecommenderForm,
  type RecommenderDraft,
  type RecommenderFormProps,
} from './RecommenderForm.tsx'
