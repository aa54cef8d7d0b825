import { breakpoints } from '@merci/tokens';

// One viewport per breakpoint of SPEC §9, at its lower edge (xs at a common phone width).
export const breakpointViewports = Object.fromEntries(
  breakpoints.map(([name, minWidth]) => [
    name,
    {
      name: `${name} (${minWidth === 0 ? 375 : minWidth}px)`,
      styles: { width: `${minWidth === 0 ? 375 : minWidth}px`, height: '900px' },
      type: minWidth < 768 ? 'mobile' : minWidth < 1200 ? 'tablet' : 'desktop',
    },
  ]),
);

// A common laptop width, for the screens' desktop stories (the frame and its navigation).
export const storyViewports = {
  ...breakpointViewports,
  desktop: { name: 'desktop (1440px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
};
