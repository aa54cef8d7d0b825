export { CONTENT_CARD_VARIANTS, ContentCard } from './ContentCard';
export type {
  ContentCardContent,
  ContentCardProps,
  ContentCardVariant,
  MarkedMediaType,
} from './ContentCard';
