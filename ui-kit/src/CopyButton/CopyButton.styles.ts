import styled from 'styled-components';
import { visuallyHiddenStyle } from '../VisuallyHidden/VisuallyHidden.styles';

/** The three labels in one grid cell: the button is as wide as the longest, whichever shows. */
export const CopyLabels = styled.span`
  display: inline-grid;
  justify-items: start;
`;

export const CopyLabel = styled.span<{ $isShown: boolean }>`
  grid-area: 1 / 1;
  visibility: ${({ $isShown }) => ($isShown ? 'visible' : 'hidden')};
`;

/** Read by screen readers, not drawn. */
export const LiveRegion = styled.span`
  ${visuallyHiddenStyle}
`;
