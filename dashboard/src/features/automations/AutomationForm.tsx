import { Controller, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  AUTOMATION_FEATURE_TYPES,
  AUTOMATION_MODES,
  MESSAGE_PLACEHOLDERS,
  type Automation,
  type AutomationFeatureType,
  type AutomationValues,
  type ConfigReward,
  type MessagePlaceholder,
  type Shop,
  planIncludesAutomation,
} from '@merci/domain';
import { FormActions, MessageTemplateInput, RewardPicker, Select, Stack, Text, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { LeaveWarning } from '../../lib/forms/LeaveWarning';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { RouterLink } from '../../lib/routing/RouterLink';
import {
  saveAutomation,
  useRevalidateAutomations,
  useShopRewards,
  useStoryRewards,
  type AutomationBody,
} from './automationsApi';
import { automationsPaths } from './automationsQuery';
import { useAutomationText } from './useAutomationText';
import { useMessageSample } from './useMessageSample';
import { failureMessageKey } from '../../lib/owner/suspension';

export interface AutomationFormProps {
  /** The shop: its IRI, and its Instagram name for the preview's `{{shop}}`. */
  shop: Shop;
  /** The automation to edit; a new one without it. */
  automation?: Automation;
}

const FIELDS = [
  'featureType',
  'mode',
  'configDiscount',
  'message',
] as const satisfies readonly Path<AutomationValues>[];

/** The form's fields as the inputs hold them: '' for no choice yet. */
function initialValues(automation: Automation | undefined) {
  return {
    featureType: automation?.featureType ?? '',
    // SPEC §5: the mode must be accepted, so a new automation starts without it.
    mode: automation?.mode ?? '',
    configDiscount: automation?.configDiscount ?? null,
    message: automation?.message ?? '',
  } as unknown as AutomationValues;
}

/**
 * The automation form (SPEC §5), to create or edit: feature (loyalty or thanks), mode (automatic,
 * to accept), the configured reward (a loyalty message gives it, a thank-you names it), and the
 * message with its four placeholders and a live preview. Validated on submit with the domain schema; an error clears
 * when its field changes. A failed save keeps every value and toasts the SPEC §8 text; leaving
 * with unsaved changes asks first.
 */
export function AutomationForm({ shop, automation }: AutomationFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useAutomationText();
  const messageSample = useMessageSample();
  const rewardText = useRewardText();
  const navigate = useNavigate();
  const revalidate = useRevalidateAutomations();
  const form = useSpecForm((schemas) => schemas.automationSchema, initialValues(automation));
  const isEditing = automation !== undefined;
  const featureType = form.watch('featureType') as AutomationFeatureType | '';
  const configDiscount = form.watch('configDiscount') as number | null | undefined;
  const picker = useStoryRewards(shop.id);
  const shopRewards = useShopRewards(shop.id);

  // The reward being edited stays offered even once it is no longer valid for new messages.
  const current = automation?.configDiscount ? shopRewards.byId.get(automation.configDiscount) : undefined;
  const offered: ConfigReward[] =
    current && !picker.rewards.some((reward) => reward.id === current.id)
      ? [current, ...picker.rewards]
      : picker.rewards;
  const chosen =
    configDiscount == null
      ? undefined
      : (offered.find((reward) => reward.id === configDiscount) ?? shopRewards.byId.get(configDiscount));

  const sampleValues = messageSample(shop, chosen);

  const submit = form.handleSubmit(async (values) => {
    const body: AutomationBody = {
      featureType: values.featureType,
      mode: values.mode,
      configDiscount: values.configDiscount,
      message: values.message,
      shop: shop['@id'],
    };
    try {
      await saveAutomation(body, automation?.id);
      toast({
        tone: 'success',
        message: t(isEditing ? 'automation.success.update' : 'automation.success.create'),
      });
      void revalidate(shop.id);
      navigate(automationsPaths.list, { state: { isSaved: true } });
    } catch (error) {
      const isPlanRefusal = error instanceof ApiError && error.messageKey === 'automation.errors.plan';
      toast({
        tone: 'error',
        message: t(
          isPlanRefusal
            ? 'automation.errors.plan'
            : failureMessageKey(error, isEditing ? 'automation.errors.update' : 'automation.errors.create'),
        ),
      });
      // The fields the API refused show its reason, when we can word it.
      if (error instanceof ApiError) {
        for (const violation of error.violations) {
          const field = FIELDS.find((name) => name === violation.propertyPath);
          if (field && intl.messages[violation.message] !== undefined) {
            form.setError(field, { type: 'server', message: violation.message });
          }
        }
      }
    }
  });

  const rewardError = form.errorOf('configDiscount');

  return (
    <>
      <form noValidate onSubmit={submit} aria-labelledby="automation-form-title">
        <Stack gap={5}>
          <Controller
            control={form.control}
            name="featureType"
            render={({ field }) => (
              <Select
                label={t('automations.form.feature')}
                placeholder={t('automations.form.feature_placeholder')}
                hint={t('automations.form.feature_hint')}
                isRequired
                options={AUTOMATION_FEATURE_TYPES.map((value) => ({
                  value,
                  label: text.featureLabel(value),
                }))}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => {
                  form.clearErrors('featureType');
                  field.onChange(event.currentTarget.value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={form.errorOf('featureType')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Select
                label={t('automations.form.mode')}
                placeholder={t('automations.form.mode_placeholder')}
                hint={t('automations.form.mode_hint')}
                isRequired
                options={AUTOMATION_MODES.map((value) => ({ value, label: text.modeLabel(value) }))}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => {
                  form.clearErrors('mode');
                  field.onChange(event.currentTarget.value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={form.errorOf('mode')}
              />
            )}
          />
          <Stack gap={2}>
            <Text weight="semibold" aria-hidden="true">
              {t('automations.form.reward')}
            </Text>
            <Text tone="muted" size="sm" id="automation-reward-hint">
              {featureType
                ? `${t('automations.form.reward_hint')} ${t(`automations.form.reward_use.${featureType}`)}`
                : t('automations.form.reward_hint')}
            </Text>
            <RewardPicker
              label={t('automations.form.reward')}
              aria-describedby={rewardError ? 'automation-reward-error' : 'automation-reward-hint'}
              rewards={offered.map(rewardText.configRewardOption)}
              value={configDiscount ?? null}
              onChange={({ value }) => {
                form.setValue('configDiscount', Number(value), { shouldDirty: true });
                form.clearErrors('configDiscount');
              }}
              hasMore={picker.hasMore}
              onLoadMore={({ page }) => picker.loadPage(page)}
              isLoading={picker.isLoading}
              isLoadingMore={picker.isLoadingMore}
              loadMoreLabel={t('automations.form.reward_more')}
              uniqueCodeLabel={t('reward.unique_codes.badge')}
              emptyMessage={t(
                picker.error ? 'automations.form.reward_error' : 'automations.form.reward_empty',
              )}
            />
            {rewardError ? (
              <Text tone="danger" size="sm" role="alert" id="automation-reward-error">
                {rewardError}
              </Text>
            ) : null}
          </Stack>
          <Controller
            control={form.control}
            name="message"
            render={({ field }) => (
              <MessageTemplateInput
                label={t('automations.form.message')}
                hint={t('automations.form.message_hint')}
                isRequired
                rows={5}
                placeholder={t('automations.form.message_placeholder')}
                insertLabel={t('automations.form.insert')}
                placeholderLabels={
                  Object.fromEntries(
                    MESSAGE_PLACEHOLDERS.map((name) => [name, t(`automations.form.placeholder.${name}`)]),
                  ) as Record<MessagePlaceholder, string>
                }
                sampleValues={sampleValues}
                previewLabel={t('automations.form.preview')}
                emptyPreviewLabel={t('automations.form.preview_empty')}
                name={field.name}
                value={field.value ?? ''}
                onChange={({ value }) => {
                  form.clearErrors('message');
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={form.errorOf('message')}
              />
            )}
          />
          <FormActions
            submitLabel={t(isEditing ? 'automations.form.save' : 'automations.form.create')}
            backLabel={t('automations.form.back')}
            backHref={automationsPaths.list}
            linkAs={RouterLink}
            isPending={form.formState.isSubmitting}
            // Creating needs a plan that includes the automation (the API answers 403 otherwise).
            isSubmitDisabled={!isEditing && !planIncludesAutomation(shop.subscriptionOfferType)}
          />
        </Stack>
      </form>
      <LeaveWarning isDirty={form.formState.isDirty} />
    </>
  );
}
