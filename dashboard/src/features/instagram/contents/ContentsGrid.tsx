import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SocialContent } from '@merci/domain';
import { ContentCard, EmptyState, Grid, Icon, Skeleton, type ContentCardProps } from '@merci/ui-kit';
import { useMediaUp } from '../../../lib/layout/useMediaUp';
import { GridItem } from './ContentsPage.styles';

export interface ContentsGridProps {
  /** The contents of the page, or undefined before the first answer. */
  contents: readonly SocialContent[] | undefined;
  /** The props of each card (labels, links, retain rule). */
  cardProps: (content: SocialContent) => ContentCardProps;
  /** Names the list for screen readers. */
  label: string;
  /** A page is being read: the cards shown are the previous page's. */
  isBusy?: boolean;
  /** Shown when the page is empty; 'publication.empty' when absent. */
  empty?: ReactNode;
}

const SKELETON_COUNT = 6;
/** The pictures fetched first: the two a phone opens on, side by side (the largest paint). */
const FIRST_PICTURES = 2;
const columns = { xs: 1, sm: 2, xl: 3, xxl: 4 } as const;
const compactColumns = { xs: 2, sm: 3 } as const;

/**
 * The cards of a page of contents, skeletons first, 'publication.empty' when none: list cards
 * (412 px pictures) from `md`, below two columns of compact cards so that a phone sees several at
 * once.
 */
export function ContentsGrid({ contents, cardProps, label, isBusy = false, empty }: ContentsGridProps) {
  const intl = useIntl();
  const isCompact = !useMediaUp('md');
  const gridProps = isCompact ? { columns: compactColumns, gap: 3 as const } : { columns, gap: 5 as const };
  if (contents === undefined) {
    return (
      <Grid
        {...gridProps}
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'app.loading' })}
      >
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rect" height={isCompact ? '280px' : '560px'} />
        ))}
      </Grid>
    );
  }
  if (contents.length === 0) {
    return (
      empty ?? (
        <EmptyState
          icon={<Icon name="images" size={32} />}
          message={intl.formatMessage({ id: 'publication.empty' })}
        />
      )
    );
  }
  return (
    <Grid as="ul" {...gridProps} aria-label={label} aria-busy={isBusy || undefined}>
      {contents.map((content, index) => (
        <GridItem key={content.id}>
          <ContentCard
            {...cardProps(content)}
            variant={isCompact ? 'compact' : 'list'}
            imageFetchPriority={index < FIRST_PICTURES ? 'high' : 'auto'}
          />
        </GridItem>
      ))}
    </Grid>
  );
}
