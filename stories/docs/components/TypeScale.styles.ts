import styled from 'styled-components';
import { Card } from './docs.styles';

export const FamilySample = styled.span`
  display: block;
  min-width: 240px;
  max-width: 320px;
  font-family: var(--sample-family);
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

export const ScaleList = styled(Card)`
  display: flex;
  flex-direction: column;
`;

export const ScaleRow = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) 1fr;
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.borderDefault};
  }
`;

export const ScaleMeta = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const ScaleName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ScaleSample = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: var(--sample-size);
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const WeightSample = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: var(--sample-weight);
  white-space: nowrap;
`;

/** Every other line box tinted, so the leading shows. */
export const LineSample = styled.p`
  max-width: 340px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: var(--sample-line-height);
  background-image: repeating-linear-gradient(
    to bottom,
    ${({ theme }) => theme.color.brandSubtle} 0 calc(1em * var(--sample-line-height)),
    transparent 0 calc(2em * var(--sample-line-height))
  );
`;
