import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FIRST_PAGE, type ConfigReward } from '@merci/domain';
import {
  Heading,
  Icon,
  PaginatedTable,
  RewardTypeBadge,
  Stack,
  StatusBadge,
  VisuallyHidden,
  toast,
  type DataTableColumn,
  type DropdownMenuItem,
} from '@merci/ui-kit';
import { RowActionButtons } from '../../lib/tables/RowActionButtons';
import { RowActionsMenu, usePreloadRowActions } from '../../lib/tables/RowActionsMenu';
import { ApiError } from '../../lib/api/client';
import { ConfirmDialog } from '../../lib/dialogs/ConfirmDialog';
import { tablePage } from '../../lib/pagination/tablePage';
import { useTablePaginationLabels } from '../../lib/pagination/usePaginationLabels';
import { useRevalidateRewards } from '../../lib/rewards/assignedRewardsApi';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { useListFailure } from '../../lib/swr/useListFailure';
import { CellText } from '../../lib/tables/tables.styles';
import { useShop } from '../../lib/owner/useOwner';
import { deleteConfigReward, useConfigRewards } from './rewardsApi';
import { rewardsPaths } from './rewardsQuery';
import { failureMessageKey } from '../../lib/owner/suspension';

export interface ConfigRewardsTableProps {
  shopId: number | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The configured rewards (SPEC §2): type, content types, value, validity, quantity, allocated,
 * remaining, used and a menu to update or delete, 10 a page. Deleting asks first; the list
 * failing shows the generic danger alert (SPEC §8).
 */
const USED_BY_AUTOMATION = 'config_reward.errors.used_by_automation';

export function ConfigRewardsTable({ shopId, page, onPageChange }: ConfigRewardsTableProps) {
  usePreloadRowActions();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const text = useRewardText();
  const paginationLabels = useTablePaginationLabels(t('rewards.config.pagination'));
  const { page: rewards, error, retry } = useConfigRewards(shopId, page);
  // SPEC §8's generic danger alert, saying which list failed, with a retry.
  const failure = useListFailure(
    { error, retry },
    { messageId: 'social.errors.config_rewards', hasGenericTitle: true },
  );
  const revalidate = useRevalidateRewards();
  // Validity days end in the shop's time zone.
  const { shop } = useShop(shopId);
  const [toDelete, setToDelete] = useState<ConfigReward | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  const quantityText = (value: number | null) => (value === null ? t('rewards.config.unlimited') : value);

  const remove = async (reward: ConfigReward) => {
    setDeleting(true);
    try {
      await deleteConfigReward(reward.id);
      toast({ tone: 'success', message: t('config_reward.success.delete') });
      // The last row of a page gone: show the page before, which still has rows.
      if (rewards?.items.length === 1 && page > FIRST_PAGE) onPageChange(page - 1);
      if (shopId) void revalidate(shopId);
    } catch (error) {
      // An automation still gives this reward (409): say so, so the merchant knows what to change.
      const isUsedByAutomation =
        error instanceof ApiError &&
        error.violations.some((violation) => violation.message === USED_BY_AUTOMATION);
      toast({
        tone: 'error',
        message: t(
          isUsedByAutomation ? USED_BY_AUTOMATION : failureMessageKey(error, 'config_reward.errors.delete'),
        ),
      });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const actionsLabel = (reward: ConfigReward) =>
    t('rewards.config.actions', { reward: `${text.typeLabel(reward.type)} ${text.valueText(reward)}` });
  const actions = (reward: ConfigReward): DropdownMenuItem[] => [
    {
      id: 'update',
      label: t('rewards.config.update'),
      icon: <Icon name="pencil" size={16} />,
      onSelect: () => navigate(rewardsPaths.edit(reward.type, reward.id)),
    },
    {
      id: 'delete',
      label: t('rewards.config.delete'),
      icon: <Icon name="trash" size={16} />,
      tone: 'danger',
      onSelect: () => setToDelete(reward),
    },
  ];

  const columns: DataTableColumn<ConfigReward>[] = [
    {
      id: 'type',
      header: t('rewards.config.columns.type'),
      // Its status under its type: an expired or sold-out reward must not look active, and the
      // table keeps its width (it fits a laptop screen).
      cell: (reward) => (
        <Stack gap={1} align="start">
          <RewardTypeBadge type={reward.type} label={text.typeLabel(reward.type)} />
          <StatusBadge {...text.configStatus(reward, shop?.timeZone)} />
        </Stack>
      ),
    },
    {
      id: 'contentTypes',
      header: t('rewards.config.columns.content_types'),
      cell: (reward) => (
        <CellText>{reward.socialContentTypes.map(text.contentTypeLabel).join(', ')}</CellText>
      ),
    },
    {
      id: 'value',
      header: t('rewards.config.columns.value'),
      cell: (reward) => <CellText>{text.valueText(reward)}</CellText>,
      isRowHeader: true,
    },
    {
      id: 'validity',
      header: t('rewards.config.columns.validity'),
      cell: (reward) => (
        <CellText>{text.validityRangeText(reward.validity_start_at, reward.validity_end_at)}</CellText>
      ),
    },
    {
      id: 'quantity',
      header: t('rewards.config.columns.quantity'),
      align: 'end',
      cell: (reward) => quantityText(reward.quantity),
    },
    {
      id: 'allocated',
      header: t('rewards.config.columns.allocated'),
      align: 'end',
      cell: (reward) => reward.quantityAllocated,
    },
    {
      id: 'remaining',
      header: t('rewards.config.columns.remaining'),
      align: 'end',
      cell: (reward) => quantityText(reward.quantityRemaining),
    },
    {
      id: 'used',
      header: t('rewards.config.columns.used'),
      align: 'end',
      cell: (reward) => reward.quantityUsed,
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{t('rewards.config.columns.actions')}</VisuallyHidden>,
      width: '1%',
      align: 'end',
      cell: (reward) => <RowActionsMenu label={actionsLabel(reward)} items={actions(reward)} />,
      // On a phone's card, each action is a button: one tap, nothing hidden.
      cardCell: (reward) => <RowActionButtons label={actionsLabel(reward)} items={actions(reward)} />,
    },
  ];

  return (
    <Stack as="section" gap={4} aria-labelledby="rewards-config-title">
      <Heading level={2} size="xl" id="rewards-config-title">
        {t('rewards.config.title')}
      </Heading>
      <PaginatedTable
        caption={t('rewards.config.title')}
        isCaptionHidden
        columns={columns}
        {...tablePage(rewards, error)}
        getRowId={(reward) => reward.id}
        emptyMessage={t('config_reward.empty')}
        {...failure}
        page={page}
        onPageChange={({ page: next }) => onPageChange(next)}
        {...paginationLabels}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('rewards.config.delete_dialog.title')}
        description={t('rewards.config.delete_dialog.description')}
        confirmLabel={t('rewards.config.delete')}
        isDanger
        isPending={isDeleting}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
