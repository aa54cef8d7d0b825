import styled from 'styled-components';

/**
 * A message in its table cell: two lines at most, cut with an ellipsis, so that the rows keep one
 * height; the whole text stays in the DOM for screen readers and in the `title` on hover. It gives
 * up width first, so that the state and the row menu stay in view on a 1280 px screen.
 */
export const MessageCell = styled.span`
  display: -webkit-box;
  min-width: 8rem;
  max-width: 22rem;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

/** A short header or value that may break onto two lines when the table is short of width. */
export const WrappingText = styled.span`
  display: inline-block;
  white-space: normal;
`;

/** The reward of a loyalty automation: its type badge, then its value (below it when narrow). */
export const RewardCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
`;

/** The create and edit form: one readable column. */
export const FormColumn = styled.div`
  width: 100%;
  max-width: 48rem;
`;
