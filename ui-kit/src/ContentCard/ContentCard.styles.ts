import styled, { css } from 'styled-components';
import { CONTENT_CARD_IMAGE_HEIGHT_PX, HOME_IMAGE_SIZE_PX } from '@merci/domain';
import type { ContentCardVariant } from './ContentCard.types';

/** Custom property that holds the picture's height in list mode (SPEC §9: 412 px). */
export const imageHeightVariable = '--merci-content-card-image-height';
/** Custom property that holds the side of the square in thumbnail mode (SPEC §9: 150 px). */
export const thumbnailSizeVariable = '--merci-content-card-thumbnail-size';

const framedCard = css`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const rootVariantStyles = {
  list: framedCard,
  compact: framedCard,
  thumbnail: css`
    display: block;
    width: var(${thumbnailSizeVariable});
    border-radius: ${({ theme }) => theme.radius.md};
  `,
} as const satisfies Record<ContentCardVariant, unknown>;

export const StyledContentCard = styled.article<{ $variant: ContentCardVariant }>`
  /* base */
  ${imageHeightVariable}: ${CONTENT_CARD_IMAGE_HEIGHT_PX}px;
  ${thumbnailSizeVariable}: ${HOME_IMAGE_SIZE_PX}px;
  position: relative;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  list-style: none;
  ${({ $variant }) => rootVariantStyles[$variant]}

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

const frameVariantStyles = {
  list: css`
    width: 100%;
    height: var(${imageHeightVariable});
  `,
  compact: css`
    width: 100%;
    aspect-ratio: 1 / 1;
  `,
  thumbnail: css`
    width: var(${thumbnailSizeVariable});
    height: var(${thumbnailSizeVariable});
  `,
} as const satisfies Record<ContentCardVariant, unknown>;

/** The picture's box: a fixed height in list mode, a square in thumbnail mode. */
export const MediaFrame = styled.div<{ $variant: ContentCardVariant }>`
  /* base */
  position: relative;
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;

  /* size */
  ${({ $variant }) => frameVariantStyles[$variant]}

  /* colour */
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

export const MediaImage = styled.img<{ $isFaded: boolean }>`
  /* base */
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;

  /* states: a rewarded content is shown half-faded (SPEC §2) */
  opacity: ${({ $isFaded }) => ($isFaded ? 0.5 : 1)};
`;

/** Shown when the media is missing (expired story, reel without media) or fails to load. */
export const MediaPlaceholder = styled.div<{ $variant: ContentCardVariant }>`
  /* base */
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  height: 100%;
  text-align: center;

  /* size */
  padding: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ $variant, theme }) => ($variant === 'thumbnail' ? theme.font.size.xs : theme.font.size.sm)};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

/** The media-type marks in the picture's top-right corner (video, carousel, story expiry). */
export const MediaMarkers = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** A mark on the picture; an urgent one (a story about to disappear) in warning colours. */
export const MediaMarker = styled.span<{ $isUrgent?: boolean }>`
  /* base */
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  white-space: nowrap;

  /* size */
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.font.size.xs};

  /* colour */
  color: ${({ $isUrgent, theme }) => ($isUrgent ? theme.color.textWarning : theme.color.textInverse)};
  background: ${({ $isUrgent, theme }) => ($isUrgent ? theme.color.surfaceWarning : theme.color.surfaceInverse)};
  box-shadow: ${({ $isUrgent, theme }) => ($isUrgent ? `inset 0 0 0 1px ${theme.color.borderWarning}` : 'none')};
`;

/** The check over a rewarded thumbnail. */
export const RewardedBadge = styled.span`
  /* base */
  position: absolute;
  bottom: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.pill};

  /* size */
  padding: ${({ theme }) => theme.space[1]}px;

  /* colour */
  color: ${({ theme }) => theme.color.textSuccess};
  background: ${({ theme }) => theme.color.surfaceSuccess};
`;

export const CardBody = styled.div<{ $variant: ContentCardVariant }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ $variant, theme }) => theme.space[$variant === 'compact' ? 2 : 3]}px;
  min-width: 0;
  padding: ${({ $variant, theme }) => theme.space[$variant === 'compact' ? 3 : 4]}px;
`;

/** Author and date on one row; stacked in a compact card, too narrow for both. */
export const CardHeaderRow = styled.div<{ $variant: ContentCardVariant }>`
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'compact' ? 'column' : 'row')};
  align-items: ${({ $variant }) => ($variant === 'compact' ? 'stretch' : 'baseline')};
  justify-content: space-between;
  gap: ${({ $variant, theme }) => ($variant === 'compact' ? 0 : theme.space[3])}px;
  min-width: 0;
`;

export const AuthorName = styled.span`
  /* base */
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;

  /* size */
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const AuthorLink = styled.a`
  /* base */
  text-decoration: none;

  /* states */
  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  /* colour */
  color: ${({ theme }) => theme.color.textLink};
`;

export const DateText = styled.time`
  /* base */
  flex-shrink: 0;
  white-space: nowrap;

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: auto;
`;

export const StatList = styled.dl`
  /* base */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Stat = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;

  & > dt {
    display: inline-flex;
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const TypeTag = styled.span`
  /* base */
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.font.size.xs};

  /* colour */
  color: ${({ theme }) => theme.color.brandPrimary};
  background: ${({ theme }) => theme.color.brandSubtle};
`;

/** The action: full width; in a compact card at least 44 px high, a thumb's target. */
export const CardFooter = styled.div<{ $variant: ContentCardVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ $variant, theme }) => {
    const side = theme.space[$variant === 'compact' ? 3 : 4];
    return `0 ${side}px ${side}px`;
  }};

  & > a,
  & > button {
    width: 100%;
    ${({ $variant }) => ($variant === 'compact' ? 'min-height: 44px;' : '')}
  }
`;

export const PermalinkRow = styled.div`
  display: flex;
  justify-content: center;
`;

/** Why retaining is blocked: visible under the button and its accessible description. */
export const BlockedReason = styled.p`
  /* base */
  margin: 0;
  text-align: center;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Stands where the retain button would be, at the button's height so that rows line up. */
export const RewardedStatus = styled.p<{ $variant: ContentCardVariant }>`
  /* base */
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  /* size */
  min-height: ${({ $variant }) => ($variant === 'compact' ? 44 : 40)}px;
  font-size: ${({ theme }) => theme.font.size.md};

  /* colour */
  color: ${({ theme }) => theme.color.textSuccess};
`;

/** When the author was told, centred under the rewarded mark. */
export const NotifiedNote = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
