export { ImageGrid } from './ImageGrid';
export type { ImageGridItem, ImageGridProps } from './ImageGrid';
