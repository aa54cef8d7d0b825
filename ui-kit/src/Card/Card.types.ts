/**
 * Elements a card may render. A `section` becomes a landmark only with an accessible name:
 * give it `aria-labelledby` pointing at its heading.
 */
export const CARD_ELEMENTS = ['div', 'section', 'article', 'aside', 'li'] as const;
export type CardElement = (typeof CARD_ELEMENTS)[number];

/** `raised` rests on the page with a small shadow; `flat` keeps only the border (cards in cards). */
export const CARD_ELEVATIONS = ['raised', 'flat'] as const;
export type CardElevation = (typeof CARD_ELEVATIONS)[number];
