/**
 * `list`: the card of the contents list (picture 412 px high); `compact`: the same card for a
 * two-column grid on a phone (square picture, no caption); `thumbnail`: a 150 px square for the home.
 */
export const CONTENT_CARD_VARIANTS = ['list', 'compact', 'thumbnail'] as const;
export type ContentCardVariant = (typeof CONTENT_CARD_VARIANTS)[number];
