export { Card } from './Card';
export { CARD_ELEMENTS, CARD_ELEVATIONS } from './Card.types';
export type { CardProps } from './Card';
export type { CardElement, CardElevation } from './Card.types';
