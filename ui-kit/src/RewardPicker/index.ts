export { RewardPicker } from './RewardPicker';
export type {
  RewardPickerChangeDetails,
  RewardPickerId,
  RewardPickerLoadMoreDetails,
  RewardPickerOption,
  RewardPickerProps,
} from './RewardPicker';
