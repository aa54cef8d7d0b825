import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { mention, type AssignedReward } from '@merci/domain';
import {
  Badge,
  Button,
  Heading,
  Icon,
  Inline,
  PaginatedTable,
  RewardTypeBadge,
  Select,
  Stack,
  StatusBadge,
  VisuallyHidden,
  toast,
  type DataTableColumn,
} from '@merci/ui-kit';
import { ASSIGN_REWARD_PATH, ASSIGNED_REWARDS_ANCHOR } from '../../links';
import { tablePage } from '../../pagination/tablePage';
import { useTablePaginationLabels } from '../../pagination/usePaginationLabels';
import { RouterLink } from '../../routing/RouterLink';
import { useListFailure } from '../../swr/useListFailure';
import { useDateText } from '../../dates/useDateText';
import { CellText } from '../../tables/tables.styles';
import {
  STATUS_FILTERS,
  useAssignedRewards,
  useRevalidateRewards,
  type StatusFilter,
} from '../assignedRewardsApi';
import { useNotifiedText } from '../useNotifiedText';
import { useRewardText } from '../useRewardText';
import { useUseRequestDecision } from '../useUseRequestDecision';
import { FilterBox, RowAnchor } from './AssignedRewardsTable.styles';

export interface AssignedRewardsTableProps {
  shopId: number | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /**
   * The section's heading, which also names the table.
   * @default 'Récompenses attribuées'
   */
  title?: string;
  /** Only this ambassador's rewards (the author page); everyone's when absent. */
  username?: string;
  /** The status shown; every status when null or absent. */
  status?: StatusFilter | null;
  /** Offers the status filter beside the heading; without it, no filter. */
  onStatusChange?: (status: StatusFilter | null) => void;
}

/** What a link's hash points at in the table: a row (`#discount-12`) or the table's title. */
const anchorOf = (hash: string) =>
  /^#discount-\d+$/.test(hash) || hash === `#${ASSIGNED_REWARDS_ANCHOR}` ? hash.slice(1) : null;

/**
 * The rewards given to ambassadors (SPEC §2): ambassador, media type, post link, month, type,
 * value and status, 10 a page, of every ambassador (/rewards, filtered by status) or of one (the
 * author page). A customer's use request is answered here: accept, or refuse after a
 * confirmation. Each row carries the anchor `discount-{id}`, so that a notification's link
 * (`/rewards?status=use_requested#discount-12`) brings its row into view; `#given-rewards`
 * brings the table's title.
 */
export function AssignedRewardsTable({
  shopId,
  page,
  onPageChange,
  title,
  username,
  status = null,
  onStatusChange,
}: AssignedRewardsTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useRewardText();
  const notifiedText = useNotifiedText();
  const dates = useDateText();
  const paginationLabels = useTablePaginationLabels(t('rewards.assigned.pagination'));
  const { hash } = useLocation();
  const { page: rewards, error, retry } = useAssignedRewards(shopId, { page, status, username });
  const heading = title ?? t('rewards.assigned.title');
  const emptyKey = username
    ? 'rewards.assigned.empty_author'
    : status
      ? 'rewards.assigned.empty_status'
      : 'rewards.assigned.empty';
  const revalidate = useRevalidateRewards();
  const targetId = anchorOf(hash);
  const scrolledTo = useRef<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // SPEC §8 toasts this failure; the table says which list failed, with a retry.
  const failure = useListFailure({ error, retry }, { messageId: 'rewards.assigned.error', isToasted: true });

  // Once the rows are there, bring the linked one into view, once per link.
  useEffect(() => {
    if (!targetId || !rewards || scrolledTo.current === targetId) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    scrolledTo.current = targetId;
    const isTable = targetId === ASSIGNED_REWARDS_ANCHOR;
    target.scrollIntoView?.({ block: isTable ? 'start' : 'center' });
    (isTable ? titleRef.current : target)?.focus({ preventScroll: true });
  }, [targetId, rewards]);

  const decision = useUseRequestDecision({
    onFailed: (_, message) => toast({ tone: 'error', message }),
    // Accepting also counts the configured reward as used: both lists are read again.
    onSettled: () => shopId && void revalidate(shopId),
  });

  const columns: DataTableColumn<AssignedReward>[] = [
    {
      id: 'ambassador',
      header: t('rewards.assigned.columns.ambassador'),
      isRowHeader: true,
      cell: (reward) => {
        const anchor = `discount-${reward.id}`;
        return (
          <RowAnchor id={anchor} tabIndex={-1} $isTarget={anchor === targetId}>
            {mention(reward.username)}
          </RowAnchor>
        );
      },
    },
    {
      id: 'media',
      header: t('rewards.assigned.columns.media_type'),
      cell: (reward) => text.mediaTypeLabel(reward.mediaType),
    },
    {
      id: 'url',
      header: t('rewards.assigned.columns.url'),
      cell: (reward) =>
        reward.permalink ? (
          <Button
            as="a"
            variant="link"
            size="sm"
            href={reward.permalink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<Icon name="external-link" size={16} />}
          >
            {t('rewards.assigned.open_post')}{' '}
            <VisuallyHidden>
              {t('rewards.assigned.open_post_hidden', { author: mention(reward.username) })}
            </VisuallyHidden>
          </Button>
        ) : (
          '—'
        ),
    },
    {
      id: 'assigned',
      header: t('rewards.assigned.columns.assigned'),
      // The day in full: SPEC's 'nov. 26' (month, two-digit year) reads as 26 November.
      cell: (reward) => dates.day(reward.createdAt),
    },
    {
      id: 'type',
      header: t('rewards.assigned.columns.type'),
      cell: (reward) => <RewardTypeBadge type={reward.type} label={text.typeLabel(reward.type)} />,
    },
    {
      id: 'value',
      header: t('rewards.assigned.columns.value'),
      cell: (reward) => <CellText>{text.assignedValueText(reward)}</CellText>,
    },
    {
      id: 'status',
      header: t('rewards.assigned.columns.status'),
      // A use request is answered right under its status: the decision stays beside what it changes.
      // The two buttons stack when the screen is short of width, so the table still fits.
      cell: (reward) => (
        <Stack gap={2} align="start">
          <Inline gap={2} wrap="wrap">
            <StatusBadge status={reward.status} label={text.statusLabel(reward.status)} />
            {/* The merchant told the author (the « Prévenu » mark of the content page). */}
            {reward.notifiedAt ? (
              <Badge
                label={t('rewards.assigned.notified')}
                icon={<Icon name="check" size={12} />}
                title={notifiedText(reward.notifiedAt)}
              />
            ) : null}
          </Inline>
          {/* The online store's order that used the code (docs/adr/037). */}
          {text.orderText(reward) ? <CellText>{text.orderText(reward)}</CellText> : null}
          {reward.status === 'use_requested' ? (
            <Inline gap={2}>
              {decision.actionsOf(reward, {
                size: 'sm',
                describedBy: `discount-${reward.id}`,
                hasIcons: true,
              })}
            </Inline>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack as="section" id={ASSIGNED_REWARDS_ANCHOR} gap={4} aria-labelledby="rewards-assigned-title">
      <Inline justify="between" align="end" wrap="wrap" gap={4}>
        <Heading level={2} size="xl" id="rewards-assigned-title" ref={titleRef} tabIndex={-1}>
          {heading}
        </Heading>
        {onStatusChange ? (
          <FilterBox>
            <Select
              label={t('rewards.assigned.filter')}
              placeholder={t('rewards.assigned.filter.all')}
              options={STATUS_FILTERS.map((value) => ({ value, label: text.statusLabel(value) }))}
              value={status ?? ''}
              onChange={(event) => {
                const next = event.currentTarget.value;
                onStatusChange(next === '' ? null : (next as StatusFilter));
              }}
            />
          </FilterBox>
        ) : null}
      </Inline>
      <PaginatedTable
        caption={heading}
        isCaptionHidden
        columns={columns}
        {...tablePage(rewards, error)}
        getRowId={(reward) => reward.id}
        emptyMessage={t(emptyKey)}
        emptyAction={
          <Button as={RouterLink} href={ASSIGN_REWARD_PATH} variant="secondary">
            {t('rewards.assigned.assign')}
          </Button>
        }
        {...failure}
        page={page}
        onPageChange={({ page: next }) => onPageChange(next)}
        {...paginationLabels}
      />
      {decision.dialog}
    </Stack>
  );
}
