import { describe, expect, it } from 'vitest';
import { breakpoints, media, theme } from './index.js';

describe('theme', () => {
  it('exposes every token as a plain value for styled-components', () => {
    expect(theme.color.brandPrimary).toBe('#5b3df5');
    expect(theme.font.size.md).toBe('1rem');
    expect(theme.font.weight.semibold).toBe(600);
    expect(theme.zIndex.toast).toBeGreaterThan(theme.zIndex.modal);
  });

  it('orders the breakpoints of SPEC §9 from xs 0 to xxl 1400', () => {
    expect(breakpoints.map(([name]) => name)).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
    expect(theme.breakpoint).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('writes media queries that never overlap at a breakpoint', () => {
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(media.down('lg')).toBe('@media (max-width: 991.98px)');
    expect(theme.media.up('xxl')).toBe('@media (min-width: 1400px)');
  });

  it('keeps the motion durations of SPEC §9', () => {
    expect(theme.motion).toMatchObject({ modalFade: 300, backdropFade: 150, toastAutoClose: 5000 });
  });

  it('stacks the layers from the page up to tooltips', () => {
    const layers = Object.values(theme.zIndex);
    expect(layers).toEqual([...layers].sort((a, b) => a - b));
  });
});
