import { css } from 'styled-components';

// One look for in-page tabs and route tabs: a row of labels over a hairline, the selected one
// underlined in brand violet. Where they do not fit (a phone), the row scrolls sideways on one
// line, the last label cut at the edge to show there is more: two lines of tabs cost the list
// below a thumb's height. The route tabs bring the current one into view.
export const tabRow = css`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

export const tab = css`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  border: 0;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  /* size */
  min-height: ${({ theme }) => theme.space[7] + theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};

  /* states */
  &:hover {
    color: ${({ theme }) => theme.color.textDefault};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.borderDefault};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
`;

export const selectedTab = css`
  &,
  &:hover {
    color: ${({ theme }) => theme.color.brandPrimary};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.brandPrimary};
  }
`;
