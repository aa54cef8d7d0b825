/**
 * Colour tokens. Each token carries its value and a one-line description so that the
 * Storybook docs and the CSS custom properties are generated from one source.
 */
export const color = {
  brandPrimary: { value: '#5b3df5', description: 'Brand violet: primary buttons, active navigation, links.' },
  brandPrimaryHover: { value: '#4a2fd6', description: 'Brand violet under the pointer.' },
  textOnBrand: { value: '#ffffff', description: 'Text drawn on the brand colour.' },
  textDefault: { value: '#1d1b2c', description: 'Body text on light surfaces.' },
  textMuted: { value: '#5c5a6e', description: 'Secondary text: hints, dates, captions.' },
  surfaceDefault: { value: '#ffffff', description: 'Cards, panels and inputs.' },
  surfaceSubtle: { value: '#f6f5fb', description: 'Page background behind cards.' },
  borderDefault: { value: '#d9d7e5', description: 'Hairlines, input borders, dividers.' },
  focusRing: { value: '#2f6fed', description: 'Outline of the element that has keyboard focus.' },
} as const satisfies Record<string, { value: string; description: string }>;

export type ColorToken = keyof typeof color;
