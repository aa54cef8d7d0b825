import styled from 'styled-components';

export const Ruler = styled.div`
  display: flex;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** One range, as wide as the pixels it covers (`--grow`); xs keeps room for its label. */
export const RulerSegment = styled.div`
  flex: var(--grow) 1 0;
  min-width: 56px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.brandSubtle};

  &:nth-child(even) {
    background: ${({ theme }) => theme.color.surfaceDefault};
  }

  & + & {
    border-left: 2px solid ${({ theme }) => theme.color.brandPrimary};
  }
`;

export const RulerLabel = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;
