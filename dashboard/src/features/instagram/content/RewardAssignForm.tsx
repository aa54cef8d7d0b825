import { useIntl } from 'react-intl';
import {
  AUTHOR_NAME_MAX_LENGTH,
  ONLINE_STORE_ERRORS,
  mention,
  retainBlocker,
  rewardName,
  truncate,
  type AssignedReward,
  type RewardAssignmentValues,
  type Shop,
  type SocialContent,
} from '@merci/domain';
import { Alert, Button, RewardPicker, Select, Stack, Switch, Text, toast } from '@merci/ui-kit';
import { ApiError } from '../../../lib/api/client';
import { useSpecForm } from '../../../lib/forms/useSpecForm';
import { RewardValueFields } from '../../../lib/rewards/RewardValueFields';
import { useRewardText } from '../../../lib/rewards/useRewardText';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { useValidConfigRewards } from '../api/configRewards';
import { instagramPaths } from '../paths';
import { canShopReward } from '../permissions';
import { failureMessageKey } from '../../../lib/owner/suspension';
import { RewardActionBar, RewardActionBarSpace, RewardActionButtons, RewardForm } from './ContentPage.styles';

export interface RewardAssignFormProps {
  content: SocialContent;
  shop: Shop;
  /** Creates the product then approves it (SPEC §4); resolves with the reward given. */
  assign: (values: RewardAssignmentValues) => Promise<AssignedReward>;
  /** Called once both calls succeeded, with the reward given. */
  onAssigned: (reward: AssignedReward) => void;
}

/**
 * A unique code's refusals by the online store (docs/adr/037) say what happened and what to do:
 * the store did not answer (nothing was given, try again), or it must be connected again.
 */
const STORE_REFUSALS: readonly string[] = [ONLINE_STORE_ERRORS.unavailable, ONLINE_STORE_ERRORS.disconnected];

/** What a failed assignment says: the store's refusal as it is, else the form's own failure. */
const assignFailureKey = (error: unknown) =>
  error instanceof ApiError && STORE_REFUSALS.includes(error.messageKey)
    ? error.messageKey
    : failureMessageKey(error, 'form.reward_form.error');

const DEFAULT_VALUES = {
  mode: 'config' as const,
  configDiscountId: null,
  type: null,
  place: 'online' as const,
  code: '',
  percent: null,
  description: '',
  validityStartAt: '',
  validityEndAt: '',
};

/**
 * The reward form of the content page (SPEC §2, §5): choose a valid configured reward, or — when
 * the shop allows at least one type — a custom one-off reward of an allowed type. Beside the
 * button, a summary says what the tap gives and spends: the author, the reward, the month's quota
 * and the configured reward's stock.
 */
export function RewardAssignForm({ content, shop, assign, onAssigned }: RewardAssignFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  const form = useSpecForm((schemas) => schemas.rewardAssignmentSchema, DEFAULT_VALUES, {
    context: { allowedTypes: shop.discountTypes },
  });
  const picker = useValidConfigRewards(shop.id, content.type);
  const mode = form.watch('mode');
  const type = form.watch('type');
  const configDiscountId = form.watch('configDiscountId');
  const blocker = retainBlocker(shop, canShopReward(shop));
  const canCustomize = shop.discountTypes.length > 0;
  const pickerError = form.formState.errors.configDiscountId?.message ?? form.formState.errors.mode?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The confirmation that replaces the form says it: no toast over the buttons.
      onAssigned(await assign(values));
    } catch (error) {
      toast({ tone: 'error', message: t(assignFailureKey(error)) });
    }
  });

  const chosen = picker.rewards.find((reward) => reward.id === configDiscountId);
  const [code, percent, description] = form.watch(['code', 'percent', 'description']);
  let chosenName: string | null = null;
  if (mode === 'config' && chosen) {
    chosenName = rewardName(chosen) ?? text.typeLabel(chosen.type);
  } else if (mode === 'custom' && type) {
    chosenName =
      rewardName({ type, code: code ?? null, percent: percent ?? null, description: description ?? null }) ??
      text.typeLabel(type);
  }
  const summary = [
    intl.formatMessage(
      { id: 'social.assign.summary.author' },
      { author: truncate(mention(content.author_username), AUTHOR_NAME_MAX_LENGTH) },
    ),
    chosenName ?? t('social.assign.summary.none'),
    shop.quota === null || shop.quotaRemaining === null
      ? t('social.assign.summary.unlimited')
      : intl.formatMessage({ id: 'social.assign.summary.quota' }, { count: shop.quotaRemaining }),
    ...(mode === 'config' && chosen && chosen.quantityRemaining !== null
      ? [intl.formatMessage({ id: 'social.assign.summary.stock' }, { count: chosen.quantityRemaining })]
      : []),
  ];

  const switchMode = (isCustom: boolean) => {
    form.setValue('mode', isCustom ? 'custom' : 'config');
    form.clearErrors();
  };

  return (
    <RewardForm noValidate onSubmit={submit} aria-label={t('social.assign.form')}>
      <Stack gap={5}>
        {blocker ? <Alert tone="warning" message={t(`social.contents.retain_blocked.${blocker}`)} /> : null}
        {canCustomize ? (
          <Switch
            label={t('social.assign.custom_toggle')}
            hint={t('social.assign.custom_hint')}
            checked={mode === 'custom'}
            onChange={(event) => switchMode(event.currentTarget.checked)}
          />
        ) : null}

        {mode === 'config' ? (
          <Stack gap={2}>
            <Text weight="semibold" aria-hidden="true">
              {t('social.assign.picker.label')}
            </Text>
            <RewardPicker
              label={t('social.assign.picker.label')}
              rewards={picker.rewards.map(text.configRewardOption)}
              value={configDiscountId ?? null}
              onChange={({ value }) => {
                form.setValue('configDiscountId', Number(value));
                form.clearErrors(['configDiscountId', 'mode']);
              }}
              hasMore={picker.hasMore}
              onLoadMore={({ page }) => picker.loadPage(page)}
              isLoading={picker.isLoading}
              isLoadingMore={picker.isLoadingMore}
              loadMoreLabel={t('social.assign.picker.more')}
              uniqueCodeLabel={t('reward.unique_codes.badge')}
              emptyMessage={t(picker.error ? 'social.errors.config_rewards' : 'social.assign.picker.empty')}
            />
            {pickerError ? (
              <Text tone="danger" size="sm" role="alert">
                {t(pickerError)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Select
              label={t('reward.form.type')}
              placeholder={t('reward.form.type_placeholder')}
              isRequired
              options={shop.discountTypes.map((value) => ({ value, label: text.typeLabel(value) }))}
              {...form.field('type')}
            />
            <RewardValueFields form={form} type={type} minPercent={1} />
          </Stack>
        )}

        <RewardActionBar>
          <Text size="sm" aria-live="polite">
            <Text as="span" size="sm" weight="semibold">
              {summary[0]}
            </Text>
            {summary.slice(1).map((part) => ` · ${part}`)}
          </Text>
          <RewardActionButtons>
            <Button as={RouterLink} href={instagramPaths.contents} variant="secondary" size="lg">
              {t('social.assign.back')}
            </Button>
            <Button
              type="submit"
              size="lg"
              isLoading={form.formState.isSubmitting}
              disabled={blocker !== null}
            >
              {t('social.assign.submit')}
            </Button>
          </RewardActionButtons>
        </RewardActionBar>
        <RewardActionBarSpace aria-hidden="true" />
      </Stack>
    </RewardForm>
  );
}
