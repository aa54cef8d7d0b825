import styled from 'styled-components';

/** Custom property that carries the list's maximum height (SPEC §9: 380 px). */
export const rewardPickerMaxHeightVariable = '--merci-reward-picker-max-height';

export const StyledRewardPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

/**
 * The radio group, which scrolls past its maximum height. Its 4 px padding, taken back by the
 * negative margin, leaves room for the focus ring of the first and last cards.
 */
export const RewardPickerList = styled.div`
  /* base */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  overflow-y: auto;
  overscroll-behavior: contain;

  /* size */
  max-height: var(${rewardPickerMaxHeightVariable});
  margin: -${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;

  /* children: cards keep their height and the list scrolls */
  & > * {
    flex-shrink: 0;
  }
`;

export const RewardPickerLoadMore = styled.div`
  display: flex;
  justify-content: center;
`;
