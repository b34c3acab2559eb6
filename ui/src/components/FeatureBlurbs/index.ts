export { FeatureBlurbs, type Blurb, type FeatureBlurbsProps } from './FeatureBlurbs.tsx'
