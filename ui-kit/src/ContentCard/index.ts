export { ContentCard } from './ContentCard';
export { CONTENT_CARD_VARIANTS } from './ContentCard.types';
export type { ContentCardContent, ContentCardProps, MarkedMediaType } from './ContentCard';
export type { ContentCardVariant } from './ContentCard.types';
