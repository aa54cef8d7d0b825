import { describe, expect, it } from 'vitest';
import { breakpoints, theme } from './index.js';

describe('theme', () => {
  it('exposes every colour token as a plain value for styled-components', () => {
    expect(theme.color.brandPrimary).toBe('#5b3df5');
    expect(theme.color.textDefault).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('orders the breakpoints of SPEC §9 from xs 0 to xxl 1400', () => {
    expect(breakpoints.map(([name]) => name)).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
    expect(theme.breakpoint).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('keeps the motion durations of SPEC §9', () => {
    expect(theme.motion).toEqual({ modalFade: 300, backdropFade: 150, toastAutoClose: 5000 });
  });
});
