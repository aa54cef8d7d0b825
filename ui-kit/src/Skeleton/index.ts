export { Skeleton } from './Skeleton';
export { SKELETON_VARIANTS } from './Skeleton.types';
export type { SkeletonProps } from './Skeleton';
export type { SkeletonVariant } from './Skeleton.types';
