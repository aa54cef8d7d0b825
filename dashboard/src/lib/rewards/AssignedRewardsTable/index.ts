export { AssignedRewardsTable } from './AssignedRewardsTable';
export type { AssignedRewardsTableProps } from './AssignedRewardsTable';
