import { useIntl } from 'react-intl';
import type { AutomationFeatureType, AutomationMode, ConfigReward } from '@merci/domain';

/**
 * How an automation reads on its screens: its feature and mode, a date and time, and the words
 * `{{reward}}` becomes in the message — the same wording the API puts in the private message
 * (`-15 % (description) en ligne`, `le code MERCI10 en boutique`, a voucher's description…).
 */
export function useAutomationText() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return {
    featureLabel: (feature: AutomationFeatureType) => t(`automation.feature.${feature}`),
    modeLabel: (mode: AutomationMode) => t(`automation.mode.${mode}`),
    /** dd/MM/yyyy HH:mm in the merchant's time zone. */
    dateTime: (iso: string) =>
      intl.formatDate(iso, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    rewardMessageText: (
      reward: Pick<ConfigReward, 'type' | 'percent' | 'code' | 'description' | 'place'>,
    ): string => {
      const description = reward.description?.trim() || null;
      // A percent or a code is followed by the description; other rewards are their description.
      const detail = description ? t('automation.reward_text.detail', { description }) : '';
      let text: string;
      if (reward.type === 'percent')
        text = t('automation.reward_text.percent', { percent: reward.percent }) + detail;
      else if (reward.type === 'code' && reward.code)
        text = t('automation.reward_text.code', { code: reward.code }) + detail;
      else text = description ?? reward.code ?? t('automation.reward_text.fallback');
      return t(`automation.reward_text.${reward.place}`, { reward: text });
    },
  };
}
