import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Shop, SocialAccount } from '@merci/domain';
import {
  Button,
  Card,
  Heading,
  Icon,
  Inline,
  InstagramIcon,
  Modal,
  ModalClose,
  Stack,
  Text,
} from '@merci/ui-kit';
import { endingDayFormat, reconnectPrompt } from '../../../lib/owner/reconnectPrompt';
import { DemoLoginDialog } from './DemoLoginDialog';
import { PermissionsList } from './PermissionsList';
import { useSocialLogin } from './useSocialLogin';
import { PromptIcon } from './LoginPrompt.styles';

export interface LoginPromptProps {
  shop: Shop | undefined;
  /**
   * The shop's account, if any: one that needs a new connection makes the text say why, one whose
   * connection ends on a known day says that day.
   */
  account: SocialAccount | null;
  /**
   * The title's level: 2 when the prompt sits above a screen that has its own title.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/**
 * SPEC §2: with no account, or an expired one, a card explains the connection, a dialog lists the
 * permissions asked for, and the social login button works once the shop is validated, on a server
 * that offers a login (a Facebook app, or the demo's). An account that stopped working is named,
 * with the reason (expired, access withdrawn, renewal failed); one that works but ends on a known
 * day is named with that day, so that the merchant connects again before then (ADR 025).
 */
export function LoginPrompt({ shop, account, headingLevel = 1 }: LoginPromptProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const reconnect = reconnectPrompt(account, (day) => intl.formatDate(day, endingDayFormat));
  const titleId = useId();
  const hintId = useId();
  const unavailableId = useId();
  const login = useSocialLogin(shop?.id);
  const isValidated = shop?.validated === true;
  // Why the button cannot be used, each reason read with it.
  const describedBy =
    [isValidated ? '' : hintId, login.isUnavailable ? unavailableId : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={4} align="start">
        <PromptIcon>
          <InstagramIcon size={28} />
        </PromptIcon>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {t(
            reconnect?.isEnding
              ? 'instagram.reconnect.ending_title'
              : reconnect
                ? 'social.login.expired_title'
                : 'social.login.title',
          )}
        </Heading>
        <Text>{reconnect ? t(reconnect.id, reconnect.values) : t('social.login.text')}</Text>
        <Text tone="muted" size="sm">
          {t('social.login.requirements')}
        </Text>
        <Inline gap={3} wrap="wrap">
          <Modal
            title={t('social.login.permissions.title')}
            description={t('social.login.permissions.text')}
            closeLabel={t('social.login.close')}
            trigger={
              <Button variant="secondary" startIcon={<Icon name="lock" />}>
                {t('social.login.permissions.open')}
              </Button>
            }
            footer={
              <ModalClose>
                <Button variant="secondary">{t('social.login.permissions.done')}</Button>
              </ModalClose>
            }
          >
            <PermissionsList />
          </Modal>
          <Button
            startIcon={<InstagramIcon size={20} />}
            disabled={!isValidated || login.isUnavailable}
            isLoading={login.isConnecting}
            aria-describedby={describedBy}
            onClick={() => void login.start()}
          >
            {t('social.login.button')}
          </Button>
        </Inline>
        {isValidated ? null : (
          <Text tone="muted" size="sm" id={hintId}>
            {t('social.login.not_validated')}
          </Text>
        )}
        {login.isUnavailable ? (
          <Text tone="muted" size="sm" id={unavailableId}>
            {t('social.login.unavailable')}
          </Text>
        ) : null}
      </Stack>
      <DemoLoginDialog {...login.demo} isConnecting={login.isConnecting} />
    </Card>
  );
}
