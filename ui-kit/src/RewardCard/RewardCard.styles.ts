import styled, { css } from 'styled-components';

export const StyledRewardCard = styled.div<{ $isSelected: boolean }>`
  /* base */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: left;
  transition:
    border-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard},
    box-shadow ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

  /* size */
  padding: ${({ theme }) => theme.space[4]}px;

  /* states: only a card made choosable (a radio) reacts to the pointer */
  &[role='radio'] {
    cursor: pointer;
  }

  &[role='radio']:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};

  /* The brand edge of the chosen card, drawn 2 px wide without moving the content. */
  ${({ $isSelected }) =>
    $isSelected &&
    css`
      &,
      &[role='radio']:hover {
        border-color: ${({ theme }) => theme.color.brandPrimary};
        box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.brandPrimary};
      }
    `}
`;

export const RewardCardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The radio-like mark: an empty ring, filled with a check once the card is chosen. */
export const RewardCardIndicator = styled.span<{ $isSelected: boolean }>`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};

  /* size */
  width: ${({ theme }) => theme.space[5]}px;
  height: ${({ theme }) => theme.space[5]}px;

  /* colour */
  color: ${({ theme }) => theme.color.textOnBrand};
  background: ${({ theme }) => theme.color.surfaceDefault};

  ${({ $isSelected }) =>
    $isSelected &&
    css`
      border-color: ${({ theme }) => theme.color.brandPrimary};
      background: ${({ theme }) => theme.color.brandPrimary};
    `}
`;

export const RewardCardValue = styled.p<{ $isCode: boolean }>`
  /* base */
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  /* size */
  font-size: ${({ theme }) => theme.font.size.xl};

  ${({ $isCode }) =>
    $isCode &&
    css`
      font-family: ${({ theme }) => theme.font.familyMono};
      font-size: ${({ theme }) => theme.font.size.lg};
      letter-spacing: 0.02em;
    `}
`;

export const RewardCardDescription = styled.p`
  /* base */
  margin: 0;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const RewardCardDetails = styled.div`
  /* base */
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const RewardCardDetail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;

  & > svg {
    flex-shrink: 0;
  }
`;
