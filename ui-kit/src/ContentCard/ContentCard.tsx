import { useId, useState, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  AUTHOR_NAME_MAX_LENGTH,
  mention,
  truncate,
  type ContentType,
  type MediaType,
  type RetainBlocker,
  type SocialContent,
} from '@merci/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  AuthorLink,
  AuthorName,
  BlockedReason,
  CardBody,
  CardFooter,
  CardHeaderRow,
  DateText,
  MediaFrame,
  MediaImage,
  MediaMarker,
  MediaMarkers,
  MediaPlaceholder,
  MetaRow,
  NotifiedNote,
  PermalinkRow,
  RewardedBadge,
  RewardedStatus,
  Stat,
  StatList,
  StyledContentCard,
  TypeTag,
} from './ContentCard.styles';
import type { ContentCardVariant } from './ContentCard.types';

/** Media types that carry a mark on the picture (an image has none). */
export type MarkedMediaType = Exclude<MediaType, 'image'>;

/** The fields of a social content the card shows; a `SocialContent` from the API fits as is. */
export interface ContentCardContent extends Pick<
  SocialContent,
  | 'id'
  | 'media_url'
  | 'caption'
  | 'permalink'
  | 'type'
  | 'media_type'
  | 'author_username'
  | 'like_count'
  | 'comment_count'
  | 'createdAt'
> {
  /** The reward already given (any truthy value means rewarded), null or absent otherwise. */
  discount?: unknown;
}

/** Longest default text alternative taken from the caption. */
const ALT_MAX_LENGTH = 120;

const defaultFormatNumber = ({ value }: { value: number }) => new Intl.NumberFormat().format(value);
const defaultFormatDate = ({ date }: { date: Date }) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'short' }).format(date);

export interface ContentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'content'> {
  /** The publication: media, caption, author, counts, date, type and reward. */
  content: ContentCardContent;
  /**
   * `list` for the contents list (picture, caption, author, counts, date and the retain action),
   * `compact` for a phone's two-column grid (square picture, author, date, counts and the action,
   * no caption, type or permalink), `thumbnail` for the home grid (the picture alone, 150 px
   * square, with its marks).
   * @default 'list'
   */
  variant?: ContentCardVariant;
  /**
   * How soon the browser fetches the picture: `high` for the cards a screen opens on, whose
   * picture is its largest paint; the others wait their turn.
   * @default 'auto'
   */
  imageFetchPriority?: 'high' | 'low' | 'auto';
  /** Text alternative of the picture. Defaults to the caption (cut at 120 characters), else the author's @username. */
  imageAlt?: string;
  /** Shown, and read, in place of a missing or broken picture (e.g. 'Média indisponible'). */
  mediaUnavailableLabel: string;
  /** Accessible names of the media-type marks, e.g. `{ video: 'Vidéo', carousel_album: 'Carrousel', story: 'Story' }`. */
  mediaTypeLabels: Readonly<Record<MarkedMediaType, string>>;
  /** Time left before a story disappears, written beside its mark (e.g. 'Expire dans 5 h'); computed by the caller. */
  expiryLabel?: string;
  /**
   * The story disappears soon: its mark and time left stand out in warning colours.
   * @default false
   */
  isExpiringSoon?: boolean;
  /** Names of the content types (e.g. `{ feed: 'Publication', reels: 'Reel', … }`); the type is shown as a tag when given. */
  contentTypeLabels?: Readonly<Record<ContentType, string>>;
  /** Name of the like count, read before the number (e.g. "J'aime"). */
  likeCountLabel: string;
  /** Name of the comment count, read before the number (e.g. 'Commentaires'). */
  commentCountLabel: string;
  /**
   * Writes the counts.
   * @default Intl.NumberFormat of the browser's language
   */
  formatNumber?: (input: { value: number }) => string;
  /**
   * Writes the publication date (the dashboard passes dd/MM/yyyy in French).
   * @default Intl.DateTimeFormat of the browser's language, short style
   */
  formatDate?: (input: { date: Date }) => string;
  /** Where the author's name links to (the author page); plain text without it. */
  authorHref?: string;
  /** Text of the retain action (e.g. 'Récompenser'); list mode shows the action only when given. */
  retainLabel?: string;
  /** Where the retain action goes (the content page): the action is then a link. */
  retainHref?: string;
  /** Called when the retain action is used; the action is a button when there is no `retainHref`. */
  onRetain?: (event: { id: number }) => void;
  /**
   * Why retaining is impossible (`retainBlocker()` of @merci/domain), or null when it is possible.
   * A blocked action stays focusable but inert (`aria-disabled`), described by the reason.
   * @default null
   */
  retainBlocker?: RetainBlocker | null;
  /** The reason shown under a blocked action, per blocker (e.g. `{ quota_exhausted: 'Quota du mois atteint.' }`). */
  retainBlockedLabels?: Readonly<Partial<Record<RetainBlocker, string>>>;
  /**
   * Marks the content as rewarded; by default, whether `content.discount` is truthy. A rewarded card
   * shows a check and `rewardedLabel` instead of the action, and its picture half-faded.
   */
  isRewarded?: boolean;
  /** The rewarded mark's text (e.g. 'Récompensé'). */
  rewardedLabel: string;
  /**
   * Says, under the rewarded mark, that the author was told of the reward (e.g. 'Prévenu le
   * 26 nov. 2026'); nothing when absent.
   */
  notifiedLabel?: string;
  /** Text of the link to the post on the network, opened in a new tab (list mode, when the content has a permalink). */
  permalinkLabel?: string;
  /**
   * The component that renders the retain and author links, for client-side routing: it receives
   * `href`, `className`, `onClick` and `children`, like an `<a>`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Forwarded to the `article` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A publication that mentions the shop: its picture with the media-type marks, the author, the
 * caption, the counts, the date and the action that retains it for a reward — or, once rewarded,
 * a check with the picture half-faded. Every text comes from the caller.
 */
export function ContentCard({
  content,
  variant = 'list',
  imageFetchPriority = 'auto',
  imageAlt,
  mediaUnavailableLabel,
  mediaTypeLabels,
  expiryLabel,
  isExpiringSoon = false,
  contentTypeLabels,
  likeCountLabel,
  commentCountLabel,
  formatNumber = defaultFormatNumber,
  formatDate = defaultFormatDate,
  authorHref,
  retainLabel,
  retainHref,
  onRetain,
  retainBlocker = null,
  retainBlockedLabels,
  isRewarded: isRewardedProp,
  rewardedLabel,
  notifiedLabel,
  permalinkLabel,
  linkAs,
  ref,
  ...rest
}: ContentCardProps) {
  const authorId = useId();
  const reasonId = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isRewarded = isRewardedProp ?? Boolean(content.discount);
  const mediaUrl = content.media_url;
  const hasMedia = mediaUrl !== null && mediaUrl !== '' && mediaUrl !== failedUrl;
  const isStory = content.media_type === 'story' || content.type === 'story';
  const author = mention(content.author_username);
  const alt = imageAlt ?? (content.caption ? truncate(content.caption, ALT_MAX_LENGTH) : author);

  const media = (
    <MediaFrame $variant={variant}>
      {hasMedia ? (
        <MediaImage
          src={mediaUrl}
          alt={alt}
          fetchPriority={imageFetchPriority}
          $isFaded={isRewarded}
          onError={() => setFailedUrl(mediaUrl)}
        />
      ) : (
        <MediaPlaceholder $variant={variant}>
          <Icon name="image" size={variant === 'thumbnail' ? 24 : 40} />
          <span>{mediaUnavailableLabel}</span>
        </MediaPlaceholder>
      )}
      <MediaMarkers>
        {content.media_type === 'video' && (
          <MediaMarker>
            <Icon name="play" size={16} title={mediaTypeLabels.video} />
          </MediaMarker>
        )}
        {content.media_type === 'carousel_album' && (
          <MediaMarker>
            <Icon name="layers" size={16} title={mediaTypeLabels.carousel_album} />
          </MediaMarker>
        )}
        {isStory && (
          <MediaMarker $isUrgent={isExpiringSoon}>
            <Icon name="clock" size={16} title={mediaTypeLabels.story} />
            {variant !== 'thumbnail' && expiryLabel}
          </MediaMarker>
        )}
      </MediaMarkers>
      {variant === 'thumbnail' && isRewarded && (
        <RewardedBadge>
          <Icon name="check-circle" size={20} title={rewardedLabel} />
        </RewardedBadge>
      )}
    </MediaFrame>
  );

  if (variant === 'thumbnail') {
    return (
      <StyledContentCard ref={ref} $variant={variant} {...rest}>
        {media}
      </StyledContentCard>
    );
  }

  const authorLabel = truncate(author, AUTHOR_NAME_MAX_LENGTH);
  const isAuthorCut = authorLabel !== author;
  const authorText: ReactNode = isAuthorCut ? (
    <>
      <span aria-hidden="true">{authorLabel}</span>
      <VisuallyHidden>{author}</VisuallyHidden>
    </>
  ) : (
    author
  );

  const blockedReason = retainBlocker ? retainBlockedLabels?.[retainBlocker] : undefined;
  // Every card has the same action text: the author tells them apart, and a block says why.
  const describedBy = blockedReason ? `${authorId} ${reasonId}` : authorId;
  let action: ReactNode = null;
  if (isRewarded) {
    action = (
      <>
        <RewardedStatus $variant={variant}>
          <Icon name="check-circle" size={20} />
          {rewardedLabel}
        </RewardedStatus>
        {notifiedLabel && <NotifiedNote>{notifiedLabel}</NotifiedNote>}
      </>
    );
  } else if (retainLabel !== undefined && retainBlocker) {
    action = (
      <>
        <Button aria-disabled="true" aria-describedby={describedBy}>
          {retainLabel}
        </Button>
        {blockedReason && <BlockedReason id={reasonId}>{blockedReason}</BlockedReason>}
      </>
    );
  } else if (retainLabel !== undefined && retainHref !== undefined) {
    action = (
      <Button
        as={linkAs ?? 'a'}
        href={retainHref}
        aria-describedby={describedBy}
        onClick={onRetain ? () => onRetain({ id: content.id }) : undefined}
      >
        {retainLabel}
      </Button>
    );
  } else if (retainLabel !== undefined) {
    action = (
      <Button aria-describedby={describedBy} onClick={() => onRetain?.({ id: content.id })}>
        {retainLabel}
      </Button>
    );
  }

  const isCompact = variant === 'compact';
  const hasPermalink = !isCompact && Boolean(content.permalink) && permalinkLabel !== undefined;

  return (
    <StyledContentCard ref={ref} $variant={variant} {...rest}>
      {media}
      <CardBody $variant={variant}>
        <CardHeaderRow $variant={variant}>
          <AuthorName id={authorId} title={author}>
            {authorHref !== undefined ? (
              <AuthorLink as={linkAs} href={authorHref}>
                {authorText}
              </AuthorLink>
            ) : (
              authorText
            )}
          </AuthorName>
          <DateText dateTime={content.createdAt}>
            {formatDate({ date: new Date(content.createdAt) })}
          </DateText>
        </CardHeaderRow>
        {content.caption && !isCompact && (
          <Text as="p" size="sm" lineClamp={3}>
            {content.caption}
          </Text>
        )}
        <MetaRow>
          <StatList>
            <Stat>
              <dt>
                <Icon name="heart" size={16} />
                <VisuallyHidden>{likeCountLabel}</VisuallyHidden>
              </dt>
              <dd>{formatNumber({ value: content.like_count })}</dd>
            </Stat>
            <Stat>
              <dt>
                <Icon name="message-circle" size={16} />
                <VisuallyHidden>{commentCountLabel}</VisuallyHidden>
              </dt>
              <dd>{formatNumber({ value: content.comment_count })}</dd>
            </Stat>
          </StatList>
          {contentTypeLabels && !isCompact && <TypeTag>{contentTypeLabels[content.type]}</TypeTag>}
        </MetaRow>
      </CardBody>
      {(action !== null || hasPermalink) && (
        <CardFooter $variant={variant}>
          {action}
          {hasPermalink && (
            <PermalinkRow>
              <Button
                as="a"
                variant="link"
                size="sm"
                href={content.permalink ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<Icon name="external-link" size={16} />}
              >
                {permalinkLabel}
              </Button>
            </PermalinkRow>
          )}
        </CardFooter>
      )}
    </StyledContentCard>
  );
}
