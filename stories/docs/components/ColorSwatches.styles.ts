import styled from 'styled-components';
import { Card } from './docs.styles';

export const SwatchGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const SwatchCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

/** The colour itself, over a checkerboard that shows through translucent tokens (the backdrop). */
export const ColorBlock = styled.div`
  height: 88px;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
  background-color: ${({ theme }) => theme.color.surfaceDefault};
  background-image:
    linear-gradient(var(--swatch), var(--swatch)),
    repeating-conic-gradient(
      ${({ theme }) => theme.color.surfaceMuted} 0 25%,
      ${({ theme }) => theme.color.surfaceDefault} 0 50%
    );
  background-size:
    auto,
    16px 16px;
`;

export const SwatchBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px;
`;

export const SwatchName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const SwatchDescription = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textMuted};
`;
