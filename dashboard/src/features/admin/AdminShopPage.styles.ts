import styled from 'styled-components';

/** A card's facts: each label above its value, two columns of them from md. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const FactLabel = styled.dt`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FactValue = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The lines of one audit entry's changes, one per field. */
export const ChangeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: normal;
  min-width: 12rem;
  max-width: 24rem;
`;
