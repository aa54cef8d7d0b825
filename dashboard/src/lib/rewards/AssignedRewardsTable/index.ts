export { ASSIGNED_REWARDS_ANCHOR, AssignedRewardsTable } from './AssignedRewardsTable';
export type { AssignedRewardsTableProps } from './AssignedRewardsTable';
