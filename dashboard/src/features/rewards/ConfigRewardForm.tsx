import { Controller, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  CONTENT_TYPES,
  DEFAULT_PERCENT,
  DEFAULT_PLACE,
  REWARD_TYPES,
  type ConfigReward,
  type ConfigRewardValues,
  type RewardType,
} from '@merci/domain';
import { FormActions, MultiSelect, NumberInput, Select, Stack, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { LeaveWarning } from '../../lib/forms/LeaveWarning';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { RewardValueFields } from '../../lib/rewards/RewardValueFields';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useRevalidateRewards } from '../../lib/rewards/assignedRewardsApi';
import { saveConfigReward, type ConfigRewardBody } from './rewardsApi';
import { rewardsPaths } from './rewardsQuery';
import { UniqueCodeFields } from './UniqueCodeFields';
import { failureMessageKey } from '../../lib/owner/suspension';

export interface ConfigRewardFormProps {
  /** The shop's IRI and id, and the types its plan allows (the type choices). */
  shop: { id: number; '@id': string; discountTypes: readonly RewardType[] };
  /** The signed-in user's IRI, sent as `createdBy` of a new reward. */
  userIri: string;
  /** The reward to edit; a new one without it. */
  reward?: ConfigReward;
  /** The type chosen on /rewards (`/rewards/{type}/add`), preset on a new reward. */
  presetType?: RewardType | null;
}

/** A stored date (`yyyy-MM-dd` or ISO-8601) as a date input's value. */
const dateInputValue = (value: string | null) => (value ? value.slice(0, 10) : '');

/** The form's fields as the inputs hold them: text for numbers and dates, '' for nothing. */
function initialValues(reward: ConfigReward | undefined, presetType: RewardType | null | undefined) {
  return {
    type: reward?.type ?? presetType ?? undefined,
    socialContentTypes: reward?.socialContentTypes ?? [],
    place: reward?.place ?? DEFAULT_PLACE,
    code: reward?.code ?? '',
    percent: reward?.percent ?? DEFAULT_PERCENT,
    description: reward?.description ?? '',
    validityStartAt: dateInputValue(reward?.validity_start_at ?? null),
    validityEndAt: dateInputValue(reward?.validity_end_at ?? null),
    quantity: reward?.quantity ?? '',
    uniqueCodes: reward?.uniqueCodes ?? false,
    amount: reward?.amount ?? '',
  } as unknown as ConfigRewardValues;
}

const FIELDS = [
  'type',
  'socialContentTypes',
  'place',
  'code',
  'percent',
  'description',
  'validityStartAt',
  'validityEndAt',
  'quantity',
  'uniqueCodes',
  'amount',
] as const satisfies readonly Path<ConfigRewardValues>[];

/**
 * The configured reward form (SPEC §5), to create or edit: type, content types, place, the
 * type's code, percent or description, validity, one code per ambassador (docs/adr/037) and
 * quantity. Validated on submit with the
 * domain schema; an error clears when its field changes. A failed save keeps every value and
 * toasts form.config_reward_form.error; leaving with unsaved changes asks first.
 */
export function ConfigRewardForm({ shop, userIri, reward, presetType }: ConfigRewardFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  const navigate = useNavigate();
  const revalidate = useRevalidateRewards();
  const form = useSpecForm((schemas) => schemas.configRewardSchema, initialValues(reward, presetType));
  const type = form.watch('type') as RewardType | '' | undefined;
  const isCodeMadeByStore = type === 'code' && form.watch('uniqueCodes') === true;
  const isEditing = reward !== undefined;

  // The type's own field is offered; one the plan no longer allows still shows when editing.
  const typeOptions = REWARD_TYPES.filter(
    (value) => shop.discountTypes.includes(value) || value === reward?.type,
  );

  const submit = form.handleSubmit(async (values) => {
    const rewardType = reward?.type ?? values.type;
    // A code with unique codes has no code of its own: each one is worth a percent or an amount.
    const isUniqueCode = rewardType === 'code' && values.uniqueCodes;
    const body: ConfigRewardBody = {
      ...(reward ? { id: reward.id } : {}),
      type: rewardType,
      socialContentTypes: values.socialContentTypes,
      place: values.place ?? DEFAULT_PLACE,
      code: rewardType === 'code' && !isUniqueCode ? values.code?.trim() || null : null,
      percent:
        rewardType === 'percent' || isUniqueCode ? (values.percent ?? DEFAULT_PERCENT) : DEFAULT_PERCENT,
      uniqueCodes: values.uniqueCodes,
      amount: isUniqueCode && values.amount ? values.amount : null,
      description: values.description?.trim() || null,
      validityStartAt: values.validityStartAt?.trim() || null,
      validityEndAt: values.validityEndAt?.trim() || null,
      quantity: values.quantity ?? null,
      shop: shop['@id'],
      createdBy: reward?.createdBy ?? userIri,
    };
    try {
      await saveConfigReward(body);
      toast({
        tone: 'success',
        message: t(isEditing ? 'config_reward.success.update' : 'config_reward.success.create'),
      });
      void revalidate(shop.id);
      navigate(rewardsPaths.list, { state: { isSaved: true } });
    } catch (error) {
      toast({ tone: 'error', message: t(failureMessageKey(error, 'form.config_reward_form.error')) });
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

  return (
    <>
      <form noValidate onSubmit={submit} aria-labelledby="config-reward-title">
        <Stack gap={5}>
          {/* Controlled: the preset type is React's value from the first render. */}
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label={t('reward.form.type')}
                placeholder={t('reward.form.type_placeholder')}
                hint={isEditing ? t('config_reward.form.type_locked') : undefined}
                isRequired
                disabled={isEditing}
                options={typeOptions.map((value) => ({ value, label: text.typeLabel(value) }))}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => {
                  // What is required depends on the type: its errors go with it.
                  form.clearErrors(['type', 'code', 'percent', 'description', 'uniqueCodes', 'amount']);
                  field.onChange(event.currentTarget.value || undefined);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <Controller
            control={form.control}
            name="socialContentTypes"
            render={({ field, fieldState }) => (
              <MultiSelect
                label={t('config_reward.form.content_types')}
                hint={t('config_reward.form.content_types_hint')}
                isRequired
                requiredLabel={t('config_reward.form.required')}
                options={CONTENT_TYPES.map((value) => ({ value, label: text.contentTypeLabel(value) }))}
                value={field.value ?? []}
                onChange={({ value }) => {
                  form.clearErrors('socialContentTypes');
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <RewardValueFields form={form} type={type} minPercent={0} isCodeMadeByStore={isCodeMadeByStore} />
          <UniqueCodeFields form={form} type={type} shopId={shop.id} />
          <NumberInput
            {...form.field('quantity')}
            label={t('config_reward.form.quantity')}
            hint={t('config_reward.form.quantity_hint')}
            min={0}
          />
          <FormActions
            submitLabel={t(isEditing ? 'config_reward.form.save' : 'config_reward.form.create')}
            backLabel={t('config_reward.form.back')}
            backHref={rewardsPaths.list}
            linkAs={RouterLink}
            isPending={form.formState.isSubmitting}
          />
        </Stack>
      </form>
      <LeaveWarning isDirty={form.formState.isDirty} />
    </>
  );
}
