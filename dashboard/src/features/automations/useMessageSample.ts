import { useIntl } from 'react-intl';
import type { ConfigReward, MessagePlaceholder, Shop } from '@merci/domain';
import { useAutomationText } from './useAutomationText';

/** The ambassador of the example story: `{{username}}` as the API fills it (without the @). */
export const PREVIEW_USERNAME = 'lea.martin';

/**
 * What the four placeholders read as wherever a merchant reads a message (the form's preview, the
 * list): an example ambassador, the shop's Instagram name, a story, and the automation's reward in
 * the words the API sends — so the form and the list show the same message.
 */
export function useMessageSample() {
  const intl = useIntl();
  const text = useAutomationText();
  return (
    shop: Pick<Shop, 'socialName' | 'name'> | undefined,
    reward: ConfigReward | undefined,
  ): Record<MessagePlaceholder, string> => ({
    username: PREVIEW_USERNAME,
    shop: shop
      ? shop.socialName || shop.name
      : intl.formatMessage({ id: 'automations.form.placeholder.shop' }),
    content_type: 'story',
    // Loyalty gives the reward, a thank-you names it: the same words either way.
    reward: reward
      ? text.rewardMessageText(reward)
      : intl.formatMessage({ id: 'automations.form.preview_reward' }),
  });
}
