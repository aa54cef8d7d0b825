import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FIRST_PAGE, PAGE_SIZE, renderMessageTemplate, type Automation, type Shop } from '@merci/domain';
import {
  Icon,
  MessagePreview,
  PaginatedTable,
  RewardTypeBadge,
  Skeleton,
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
import { useTablePaginationLabels } from '../../lib/pagination/usePaginationLabels';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { useListFailure } from '../../lib/swr/useListFailure';
import { MessageCell, RewardCell, WrappingText } from './AutomationsPage.styles';
import {
  archiveAutomation,
  deleteAutomation,
  setAutomationSuspendedAt,
  today,
  useAutomations,
  useRevalidateAutomations,
  useShopRewards,
} from './automationsApi';
import { automationsPaths } from './automationsQuery';
import { useAutomationText } from './useAutomationText';
import { useMessageSample } from './useMessageSample';
import { failureMessageKey } from '../../lib/owner/suspension';

export interface AutomationsTableProps {
  shopId: number | undefined;
  /** The shop, for its Instagram name in the messages; undefined while it loads. */
  shop?: Pick<Shop, 'socialName' | 'name'>;
  page: number;
  onPageChange: (page: number) => void;
  /** The shop's plan includes the automation: without it, reactivating is refused (403). */
  isPlanIncluded: boolean;
}

type Confirmation = { action: 'archive' | 'delete'; automation: Automation };

/** An empty cell: a dash for the eye, words for screen readers. */
function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/**
 * The shop's automations (SPEC §2): feature, mode, reward, message, 'Nb envoi', next message and
 * live/inactive state, 10 a page, with a menu to edit, enable or disable, archive and delete.
 * Archive and delete ask first; every outcome is toasted with the texts of SPEC §4 and §8.
 */
export function AutomationsTable({
  shopId,
  shop,
  page,
  onPageChange,
  isPlanIncluded,
}: AutomationsTableProps) {
  usePreloadRowActions();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const text = useAutomationText();
  const messageSample = useMessageSample();
  const rewardText = useRewardText();
  const paginationLabels = useTablePaginationLabels(t('automations.list.pagination'));
  const { page: automations, error, retry } = useAutomations(shopId, page);
  const failure = useListFailure({ error, retry }, { messageId: 'automation.errors.list' });
  const rewards = useShopRewards(shopId);
  const revalidate = useRevalidateAutomations();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isPending, setPending] = useState(false);

  const refresh = () => (shopId ? void revalidate(shopId) : undefined);
  // The last row of a page gone: show the page before, which still has rows.
  const leaveEmptyPage = () => {
    if (automations?.items.length === 1 && page > FIRST_PAGE) onPageChange(page - 1);
  };

  const toggle = async (automation: Automation) => {
    const isActivating = automation.suspendedAt !== null;
    try {
      await setAutomationSuspendedAt(automation.id, isActivating ? null : today());
      toast({
        tone: 'success',
        message: t(isActivating ? 'automation.success.activate' : 'automation.success.deactivate'),
      });
      refresh();
    } catch (failure) {
      const isPlanRefusal = failure instanceof ApiError && failure.messageKey === 'automation.errors.plan';
      toast({
        tone: 'error',
        message: t(
          isPlanRefusal
            ? 'automation.errors.plan'
            : failureMessageKey(
                failure,
                isActivating ? 'automation.errors.activate' : 'automation.errors.deactivate',
              ),
        ),
      });
    }
  };

  const confirm = async ({ action, automation }: Confirmation) => {
    setPending(true);
    try {
      if (action === 'archive') await archiveAutomation(automation.id, today());
      else await deleteAutomation(automation.id);
      toast({ tone: 'success', message: t(`automation.success.${action}`) });
      leaveEmptyPage();
      refresh();
    } catch (error) {
      toast({ tone: 'error', message: t(failureMessageKey(error, `automation.errors.${action}`)) });
    } finally {
      setPending(false);
      setConfirmation(null);
    }
  };

  const rewardCell = (automation: Automation) => {
    // A thank-you saved before it needed a reward has none.
    if (automation.configDiscount === null) {
      return <Nothing label={t('automations.list.no_reward')} />;
    }
    const reward = rewards.byId.get(automation.configDiscount);
    if (reward) {
      return (
        <RewardCell>
          <RewardTypeBadge type={reward.type} label={rewardText.typeLabel(reward.type)} />
          <span>{rewardText.valueText(reward)}</span>
        </RewardCell>
      );
    }
    return rewards.isLoaded ? (
      t('automations.list.reward_unavailable')
    ) : (
      <Skeleton variant="text" width="6rem" />
    );
  };

  const actionsLabel = (automation: Automation) =>
    intl.formatMessage(
      { id: 'automations.actions.label' },
      { feature: text.featureLabel(automation.featureType), id: automation.id },
    );
  const menuItems = (automation: Automation): DropdownMenuItem[] => {
    const isLive = automation.suspendedAt === null;
    return [
      {
        id: 'edit',
        label: t('automations.actions.edit'),
        icon: <Icon name="pencil" size={16} />,
        onSelect: () => navigate(automationsPaths.edit(automation.id)),
      },
      {
        id: 'toggle',
        label: t(isLive ? 'automations.actions.deactivate' : 'automations.actions.activate'),
        icon: <Icon name={isLive ? 'x' : 'play'} size={16} />,
        // Reactivating needs a plan that includes the automation; suspending never does.
        disabled: !isLive && !isPlanIncluded,
        onSelect: () => void toggle(automation),
      },
      {
        id: 'archive',
        label: t('automations.actions.archive'),
        icon: <Icon name="layers" size={16} />,
        onSelect: () => setConfirmation({ action: 'archive', automation }),
      },
      {
        id: 'delete',
        label: t('automations.actions.delete'),
        icon: <Icon name="trash" size={16} />,
        tone: 'danger',
        onSelect: () => setConfirmation({ action: 'delete', automation }),
      },
    ];
  };

  const columns: DataTableColumn<Automation>[] = [
    {
      id: 'feature',
      header: t('automations.columns.feature'),
      cell: (automation) => text.featureLabel(automation.featureType),
      isRowHeader: true,
    },
    {
      id: 'mode',
      header: t('automations.columns.mode'),
      cell: (automation) => text.modeLabel(automation.mode),
    },
    { id: 'reward', header: t('automations.columns.reward'), cell: rewardCell },
    {
      id: 'message',
      header: t('automations.columns.message'),
      // The message as an ambassador reads it, for an example story: never a raw `{{username}}`.
      cell: (automation) => {
        const reward =
          automation.configDiscount === null ? undefined : rewards.byId.get(automation.configDiscount);
        const values = messageSample(shop, reward);
        return (
          <MessageCell title={renderMessageTemplate(automation.message, values)}>
            <MessagePreview template={automation.message} values={values} />
          </MessageCell>
        );
      },
    },
    {
      id: 'sent',
      header: <WrappingText>{t('automations.columns.sent_count')}</WrappingText>,
      align: 'end',
      cell: (automation) => intl.formatNumber(automation.sentCount),
    },
    {
      id: 'next',
      header: <WrappingText>{t('automations.columns.next_due')}</WrappingText>,
      cell: (automation) =>
        automation.nextDueAt ? (
          <WrappingText>{text.dateTime(automation.nextDueAt)}</WrappingText>
        ) : (
          <Nothing label={t('automations.list.nothing_due')} />
        ),
    },
    {
      id: 'state',
      header: t('automations.columns.state'),
      cell: (automation) => {
        const state = automation.suspendedAt === null ? 'live' : 'inactive';
        return <StatusBadge status={state} label={t(`automations.state.${state}`)} hasDot />;
      },
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{t('automations.columns.actions')}</VisuallyHidden>,
      width: '1%',
      align: 'end',
      cell: (automation) => <RowActionsMenu label={actionsLabel(automation)} items={menuItems(automation)} />,
      // On a phone's card, each action is a button: one tap, nothing hidden.
      cardCell: (automation) => (
        <RowActionButtons label={actionsLabel(automation)} items={menuItems(automation)} />
      ),
    },
  ];

  const dialog = confirmation?.action ?? 'delete';
  return (
    <>
      <PaginatedTable
        caption={t('automations.list.caption')}
        isCaptionHidden
        columns={columns}
        rows={automations?.items ?? []}
        getRowId={(automation) => automation.id}
        isLoading={!automations && !error}
        emptyMessage={t('automations.list.empty')}
        {...failure}
        page={page}
        pageSize={PAGE_SIZE.default}
        total={automations?.total ?? 0}
        onPageChange={({ page: next }) => onPageChange(next)}
        {...paginationLabels}
      />
      <ConfirmDialog
        isOpen={confirmation !== null}
        title={t(`automations.${dialog}_dialog.title`)}
        description={t(`automations.${dialog}_dialog.description`)}
        confirmLabel={t(`automations.actions.${dialog}`)}
        isDanger
        isPending={isPending}
        onConfirm={() => confirmation && void confirm(confirmation)}
        onCancel={() => setConfirmation(null)}
      />
    </>
  );
}
