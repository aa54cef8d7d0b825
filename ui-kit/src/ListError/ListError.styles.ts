import styled from 'styled-components';

/** The message and its retry button, side by side while they fit. */
export const ListErrorContent = styled.span`
  /* base */
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};

  /* children: the button overlaps the line's margins, so the text stays by the icon */
  & > button {
    margin-block: calc((1lh - ${({ theme }) => theme.space[7]}px) / 2);
  }
`;
