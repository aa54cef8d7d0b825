import { useIntl } from 'react-intl';
import {
  retainBlocker,
  type AssignedReward,
  type RewardAssignmentValues,
  type Shop,
  type SocialContent,
} from '@merci/domain';
import { Alert, FormActions, RewardPicker, Select, Stack, Switch, Text, toast } from '@merci/ui-kit';
import { useSpecForm } from '../../../lib/forms/useSpecForm';
import { RewardValueFields } from '../../../lib/rewards/RewardValueFields';
import { useRewardText } from '../../../lib/rewards/useRewardText';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { useValidConfigRewards } from '../api/configRewards';
import { instagramPaths } from '../paths';
import { canShopReward } from '../permissions';
import { failureMessageKey } from '../../../lib/owner/suspension';

export interface RewardAssignFormProps {
  content: SocialContent;
  shop: Shop;
  /** Creates the product then approves it (SPEC §4); resolves with the reward given. */
  assign: (values: RewardAssignmentValues) => Promise<AssignedReward>;
  /** Called once both calls succeeded, with the reward given. */
  onAssigned: (reward: AssignedReward) => void;
}

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
 * the shop allows at least one type — a custom one-off reward of an allowed type.
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
      const reward = await assign(values);
      toast({ tone: 'success', message: t('form.reward_form.success') });
      onAssigned(reward);
    } catch (error) {
      toast({ tone: 'error', message: t(failureMessageKey(error, 'form.reward_form.error')) });
    }
  });

  const switchMode = (isCustom: boolean) => {
    form.setValue('mode', isCustom ? 'custom' : 'config');
    form.clearErrors();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('social.assign.form')}>
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
              rewards={picker.rewards.map((reward) => ({ id: reward.id, ...text.configRewardCard(reward) }))}
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

        <FormActions
          submitLabel={t('social.assign.send')}
          backLabel={t('social.assign.back')}
          backHref={instagramPaths.contents}
          linkAs={RouterLink}
          isPending={form.formState.isSubmitting}
          isSubmitDisabled={blocker !== null}
        />
      </Stack>
    </form>
  );
}
