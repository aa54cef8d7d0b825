import { breakpoints } from '@merci/tokens';

// One viewport per breakpoint of SPEC §9, at its lower edge (xs at a common phone width).
interface Viewport {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

export const breakpointViewports: Record<string, Viewport> = {
  ...Object.fromEntries<Viewport>(
    breakpoints.map(([name, minWidth]) => [
      name,
      {
        name: `${name} (${minWidth === 0 ? 375 : minWidth}px)`,
        styles: { width: `${minWidth === 0 ? 375 : minWidth}px`, height: '900px' },
        type: minWidth < 768 ? 'mobile' : minWidth < 1200 ? 'tablet' : 'desktop',
      },
    ]),
  ),
  // A common desktop width, above the last breakpoint: stories shown on a phone and on a desk use xs and this.
  desk: { name: 'desk (1440px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
};
