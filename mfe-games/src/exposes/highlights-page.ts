export { HighlightsPage as default } from '../features/highlights/components/highlights-page';
