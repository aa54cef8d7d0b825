import styled from 'styled-components';

export const BellLink = styled.a`
  /* base */
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.pill};

  /* size: 44 px on a phone, a thumb's target */
  width: ${({ theme }) => theme.space[7] + theme.space[2]}px;
  height: ${({ theme }) => theme.space[7] + theme.space[2]}px;

  ${({ theme }) => theme.media.down('md')} {
    width: 44px;
    height: 44px;
  }

  /* states */
  &:hover {
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const BellBadge = styled.span`
  /* base */
  position: absolute;
  top: 0;
  left: 50%;
  border: 2px solid ${({ theme }) => theme.color.surfaceDefault};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.space[4]}px;
  text-align: center;

  /* size */
  min-width: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => `0 ${theme.space[1]}px`};

  /* colour */
  color: ${({ theme }) => theme.color.textOnBrand};
  background: ${({ theme }) => theme.color.dangerSolid};
`;
