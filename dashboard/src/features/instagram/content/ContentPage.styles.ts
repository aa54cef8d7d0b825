import styled from 'styled-components';

/** Content on the left, the reward on the right from `lg`; stacked below. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(280px, 5fr) minmax(0, 7fr);
  }
`;

export const CommentBox = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceSubtle};
  border-left: 4px solid ${({ theme }) => theme.color.brandPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;
