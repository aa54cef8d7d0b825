export { CARD_ELEMENTS, CARD_ELEVATIONS, Card } from './Card';
export type { CardElement, CardElevation, CardProps } from './Card';
