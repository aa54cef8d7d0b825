export { SKELETON_VARIANTS, Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
