export { RewardCard } from './RewardCard';
export type { RewardCardProps } from './RewardCard';
