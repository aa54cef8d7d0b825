import { css } from 'styled-components';

/** A layout primitive's flex box: no spacing of its own, a list without bullets. */
export const flexLayoutStyles = css`
  display: flex;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** How a Stack or an Inline aligns its children across its direction. */
export const alignItemsStyles = {
  start: css`
    align-items: flex-start;
  `,
  center: css`
    align-items: center;
  `,
  end: css`
    align-items: flex-end;
  `,
  baseline: css`
    align-items: baseline;
  `,
  stretch: css`
    align-items: stretch;
  `,
} as const;
