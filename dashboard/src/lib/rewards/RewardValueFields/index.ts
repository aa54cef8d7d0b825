export { RewardValueFields } from './RewardValueFields';
export type { RewardValueFieldValues, RewardValueFieldsProps } from './RewardValueFields';
