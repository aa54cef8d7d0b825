import styled from 'styled-components';

export const SwitcherGroup = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

// Drawn by us rather than by the platform (appearance: none): Chromium's own select paints its
// text a little differently from one render to the next, which the screenshot baselines catch.
export const Select = styled.select`
  appearance: none;
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space[6] + theme.space[1]}px 0 ${theme.space[2]}px`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceDefault};
  color: ${({ theme }) => theme.color.textDefault};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.textDefault};
  }

  /* A thumb's target on a phone (in the menu). */
  ${({ theme }) => theme.media.down('md')} {
    min-height: 44px;
  }
`;

/** The chevron over the select's right edge; clicks go through it to the select. */
export const SwitcherChevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[2]}px;
  display: flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.textDefault};

  & > svg {
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  }
`;
