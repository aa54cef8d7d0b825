/** Spacing steps in pixels: 0, 4, 8, 12, 16, 24, 32, 48, 64. */
export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64] as const;

export const radius = {
  sm: { value: '4px', description: 'Inputs and badges.' },
  md: { value: '8px', description: 'Buttons and cards.' },
  pill: { value: '999px', description: 'Pills and token badges.' },
} as const;

export const font = {
  family: {
    value: "'Inter Variable', system-ui, sans-serif",
    description: 'Self-hosted Inter; system fonts only as a fallback.',
  },
  sizeBody: { value: '1rem', description: 'Body text.' },
  sizeSmall: { value: '0.875rem', description: 'Hints and table cells.' },
  sizeTitle: { value: '1.75rem', description: 'Page titles.' },
  weightRegular: { value: 400, description: 'Body text.' },
  weightBold: { value: 600, description: 'Buttons, titles.' },
} as const;

export const motion = {
  modalFade: { value: 300, description: 'Modal fade in and out, ms.' },
  backdropFade: { value: 150, description: 'Backdrop fade, ms.' },
  toastAutoClose: { value: 5000, description: 'Delay before a toast closes itself, ms.' },
} as const;
