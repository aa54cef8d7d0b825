import styled from 'styled-components';
import { Badge } from '../Badge';

export const StyledRewardPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

/** The radio group: every card shown, as tall as its text, in the page's own scroll. */
export const RewardPickerList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const RewardPickerLoadMore = styled.div`
  display: flex;
  justify-content: center;
`;

/** Beside the type badge: the auto margin keeps the choice mark at the card's end. */
export const RewardPickerUniqueCode = styled(Badge)`
  margin-inline-end: auto;
`;
