import { useState, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { PAGE_SIZE } from '@merci/domain';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  ImageList,
  ImageTile,
  StyledImageGrid,
  TileImage,
  TileLink,
  TilePlaceholder,
} from './ImageGrid.styles';

export interface ImageGridItem {
  /** Identifies the image (React key). */
  id: string | number;
  /** Address of the picture; null when the media is gone (an expired story). */
  src: string | null;
  /** Text alternative of the picture, also the link's name. */
  alt: string;
  /** Where the image leads (e.g. the content page); the image is not a link without it. */
  href?: string;
}

export interface ImageGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The pictures, in order (the home shows the 12 latest). */
  items: readonly ImageGridItem[];
  /** Accessible name of the list of pictures (e.g. 'Contenus clients'). */
  label: string;
  /**
   * Shows grey squares in place of the pictures and marks the list `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /** Announced to screen readers while loading (e.g. 'Chargement des images…'). */
  loadingLabel?: string;
  /**
   * Number of grey squares while loading.
   * @default 12
   */
  skeletonCount?: number;
  /** Shown when there is no picture and nothing loads (e.g. 'Aucun contenu pour le moment.'). */
  emptyMessage: ReactNode;
  /** An action under the empty message, e.g. a link to connect the account. */
  emptyAction?: ReactNode;
  /**
   * The component that renders each link, for client-side routing: it receives `href`,
   * `className` and `children`, like an `<a>`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Forwarded to the root `div`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The home's latest pictures: 150 px squares in as many columns as the width holds, each with its
 * text alternative and, when given, a link. Grey squares while loading; a message when empty; a
 * neutral square for a picture that is missing or fails to load.
 */
export function ImageGrid({
  items,
  label,
  isLoading = false,
  loadingLabel,
  skeletonCount = PAGE_SIZE.homeImages,
  emptyMessage,
  emptyAction,
  linkAs,
  ref,
  ...rest
}: ImageGridProps) {
  const [failedSources, setFailedSources] = useState<ReadonlySet<string>>(() => new Set());

  if (isLoading) {
    return (
      <StyledImageGrid ref={ref} {...rest}>
        {loadingLabel !== undefined && <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>}
        <ImageList aria-label={label} aria-busy="true">
          {Array.from({ length: Math.max(0, Math.floor(skeletonCount)) }, (_, index) => (
            <ImageTile key={index}>
              <Skeleton variant="rect" width="100%" height="100%" />
            </ImageTile>
          ))}
        </ImageList>
      </StyledImageGrid>
    );
  }

  if (items.length === 0) {
    return (
      <StyledImageGrid ref={ref} {...rest}>
        <EmptyState message={emptyMessage} icon={<Icon name="images" />} action={emptyAction} />
      </StyledImageGrid>
    );
  }

  const markFailed = (src: string) => setFailedSources((previous) => new Set(previous).add(src));

  return (
    <StyledImageGrid ref={ref} {...rest}>
      <ImageList aria-label={label}>
        {items.map((item) => {
          const picture =
            item.src !== null && item.src !== '' && !failedSources.has(item.src) ? (
              <TileImage src={item.src} alt={item.alt} onError={() => item.src && markFailed(item.src)} />
            ) : (
              <TilePlaceholder role="img" aria-label={item.alt}>
                <Icon name="image" />
              </TilePlaceholder>
            );
          return (
            <ImageTile key={item.id}>
              {item.href !== undefined ? (
                <TileLink as={linkAs} href={item.href}>
                  {picture}
                </TileLink>
              ) : (
                picture
              )}
            </ImageTile>
          );
        })}
      </ImageList>
    </StyledImageGrid>
  );
}
