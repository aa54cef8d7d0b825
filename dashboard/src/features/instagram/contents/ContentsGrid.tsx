import { useIntl } from 'react-intl';
import type { SocialContent } from '@merci/domain';
import { ContentCard, EmptyState, Grid, Icon, Skeleton, type ContentCardProps } from '@merci/ui-kit';
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
}

const SKELETON_COUNT = 6;
const columns = { xs: 1, sm: 2, xl: 3, xxl: 4 } as const;

/** The cards of a page of contents (list mode, 412 px pictures), skeletons first, 'publication.empty' when none. */
export function ContentsGrid({ contents, cardProps, label, isBusy = false }: ContentsGridProps) {
  const intl = useIntl();
  if (contents === undefined) {
    return (
      <Grid
        columns={columns}
        gap={5}
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'app.loading' })}
      >
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rect" height="560px" />
        ))}
      </Grid>
    );
  }
  if (contents.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="images" size={32} />}
        message={intl.formatMessage({ id: 'publication.empty' })}
      />
    );
  }
  return (
    <Grid as="ul" columns={columns} gap={5} aria-label={label} aria-busy={isBusy || undefined}>
      {contents.map((content) => (
        <GridItem key={content.id}>
          <ContentCard {...cardProps(content)} />
        </GridItem>
      ))}
    </Grid>
  );
}
