import type { ChangeEvent } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DEFAULT_PLACE, PLACES, type Place, type RewardType } from '@merci/domain';
import { DateRangeFields, NumberInput, Select, TextInput, Textarea } from '@merci/ui-kit';
import type { SpecForm } from '../../forms/useSpecForm';
import { useRewardText } from '../useRewardText';

/** The fields every reward form holds (the domain's `rewardFields`), as the inputs hold them. */
export interface RewardValueFieldValues extends FieldValues {
  place?: Place | null;
  code?: string | null;
  percent?: number | null;
  description?: string | null;
  validityStartAt?: string | null;
  validityEndAt?: string | null;
}

export interface RewardValueFieldsProps<T extends RewardValueFieldValues> {
  /** The reward form these fields belong to. */
  form: SpecForm<T>;
  /** The chosen type, which decides the value asked for: a code, a percent or a description. */
  type: RewardType | '' | null | undefined;
  /**
   * The smallest percent the field steps down to and brings a pasted value up to: 0 where the
   * field starts at the default percent of 0 (SPEC §9), which must stay visible until changed.
   */
  minPercent: 0 | 1;
  /**
   * The online store makes a code per ambassador (docs/adr/037): a code reward asks for no code.
   * @default false
   */
  isCodeMadeByStore?: boolean;
}

/**
 * The fields a configured reward and a one-off reward share (SPEC §5): the code of a code, the
 * percent of a percent, the description (required for vouchers and other rewards), the validity
 * dates and the place of use. Each error clears when its field changes; the interval errors,
 * which both dates carry, clear together.
 */
export function RewardValueFields<T extends RewardValueFieldValues>({
  form,
  type,
  minPercent,
  isCodeMadeByStore = false,
}: RewardValueFieldsProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  // Both forms name these fields alike; a generic T cannot say so to react-hook-form's paths.
  const fields = form as unknown as SpecForm<RewardValueFieldValues>;
  const isDescriptionRequired = type === 'voucher' || type === 'other';
  // The interval rules are about both dates: changing one clears the error of both.
  const validityDate = (name: 'validityStartAt' | 'validityEndAt') => {
    const field = fields.field(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        fields.clearErrors(['validityStartAt', 'validityEndAt']);
        return field.onChange(event);
      },
    };
  };

  return (
    <>
      {type === 'code' && !isCodeMadeByStore ? (
        <TextInput
          label={t('reward.form.code')}
          hint={t('reward.form.code_hint')}
          isRequired
          autoComplete="off"
          {...fields.field('code')}
        />
      ) : null}
      {type === 'percent' ? (
        <NumberInput
          {...fields.field('percent')}
          label={t('reward.form.percent')}
          isRequired
          min={minPercent}
          max={100}
        />
      ) : null}
      <Textarea
        label={t('reward.form.description')}
        hint={isDescriptionRequired ? undefined : t('reward.form.description_hint')}
        isRequired={isDescriptionRequired}
        rows={3}
        {...fields.field('description')}
      />
      <DateRangeFields
        label={t('reward.form.validity')}
        hint={t('reward.form.validity_hint')}
        start={{ label: t('reward.form.validity_start'), ...validityDate('validityStartAt') }}
        end={{ label: t('reward.form.validity_end'), ...validityDate('validityEndAt') }}
      />
      {/* Controlled: the default place is React's value from the first render. */}
      <Controller
        control={fields.control}
        name="place"
        render={({ field, fieldState }) => (
          <Select
            label={t('reward.form.place')}
            options={PLACES.map((value) => ({ value, label: text.placeLabel(value) }))}
            name={field.name}
            value={field.value ?? DEFAULT_PLACE}
            onChange={(event) => {
              fields.clearErrors('place');
              field.onChange(event.currentTarget.value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
    </>
  );
}
