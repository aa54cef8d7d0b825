import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_PLACE, allowsUniqueCodes, type ConfigRewardValues, type RewardType } from '@merci/domain';
import { NumberInput, Select, Switch } from '@merci/ui-kit';
import type { SpecForm } from '../../lib/forms/useSpecForm';
import { ONLINE_STORE_PATH } from '../../lib/links';
import { isStoreConnected, useOnlineStore } from '../../lib/onlineStore/onlineStoreApi';
import { RouterLink } from '../../lib/routing/RouterLink';

type ValueKind = 'percent' | 'amount';

export interface UniqueCodeFieldsProps {
  form: SpecForm<ConfigRewardValues>;
  /** The reward's type: a code with unique codes asks for each code's value. */
  type: RewardType | '' | null | undefined;
  shopId: number;
}

/**
 * The option « Code unique par ambassadeur » of an online percent or code (docs/adr/037), and for a
 * code, the value of each code: a percent or an amount in the store's currency, one of the two.
 * Without a connected store the option still saves, and its help says where to connect one.
 */
export function UniqueCodeFields({ form, type, shopId }: UniqueCodeFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { store } = useOnlineStore(shopId);
  const [place, uniqueCodes] = form.watch(['place', 'uniqueCodes']);
  const [valueKind, setValueKind] = useState<ValueKind>(() =>
    Number(form.getValues('amount')) > 0 ? 'amount' : 'percent',
  );
  const isAllowed = allowsUniqueCodes(place ?? DEFAULT_PLACE, type || undefined);
  // Shown while on even where it is not allowed, so that its error can be read there.
  if (!isAllowed && !uniqueCodes) return null;

  const hasNoStore = store === null || (store !== undefined && !isStoreConnected(store));
  const hint = hasNoStore
    ? intl.formatMessage(
        { id: 'config_reward.form.unique_codes_no_store' },
        { link: (chunks) => <RouterLink href={ONLINE_STORE_PATH}>{chunks}</RouterLink> },
      )
    : t('config_reward.form.unique_codes_hint');

  // The two values are one choice: the rule's error goes with either, and a change clears it.
  const valueField = (name: ValueKind) => {
    const field = form.field(name);
    return {
      ...field,
      error: field.error ?? (name === 'percent' ? form.errorOf('amount') : undefined),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.clearErrors(['percent', 'amount']);
        return field.onChange(event);
      },
    };
  };
  const chooseKind = (kind: ValueKind) => {
    setValueKind(kind);
    // The other value goes: a code has one of the two.
    if (kind === 'amount') form.setValue('percent', 0);
    else form.setValue('amount', '' as unknown as null);
    form.clearErrors(['percent', 'amount']);
  };

  return (
    <>
      <Switch label={t('config_reward.form.unique_codes')} hint={hint} {...form.field('uniqueCodes')} />
      {uniqueCodes && type === 'code' ? (
        <>
          <Select
            label={t('config_reward.form.unique_value')}
            options={(['percent', 'amount'] as const).map((kind) => ({
              value: kind,
              label: t(`config_reward.form.unique_value.${kind}`),
            }))}
            value={valueKind}
            onChange={(event) => chooseKind(event.currentTarget.value as ValueKind)}
          />
          {valueKind === 'percent' ? (
            <NumberInput
              {...valueField('percent')}
              label={t('reward.form.percent')}
              isRequired
              min={0}
              max={100}
            />
          ) : (
            <NumberInput
              {...valueField('amount')}
              label={t('config_reward.form.amount')}
              hint={t('config_reward.form.amount_hint')}
              isRequired
              min={0}
              step={0.01}
            />
          )}
        </>
      ) : null}
    </>
  );
}
