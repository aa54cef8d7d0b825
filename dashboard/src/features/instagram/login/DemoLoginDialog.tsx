import { useIntl } from 'react-intl';
import { Alert, Avatar, Modal, Spinner, Text } from '@merci/ui-kit';
import { useDemoAccounts } from '../api/instagramConnect';
import { DemoAccountButton, DemoAccountList } from './LoginPrompt.styles';

export interface DemoLoginDialogProps {
  isOpen: boolean;
  onOpenChange: (change: { isOpen: boolean }) => void;
  /** Called with the access token of the account chosen. */
  onChoose: (accessToken: string) => void;
  /** An account is being connected: the choices wait. */
  isConnecting: boolean;
}

/**
 * Stands in for Facebook's dialog where no Facebook app is configured: the Instagram accounts of
 * the demo (GET /instagram/demo_login), one of which is connected like a real login would.
 */
export function DemoLoginDialog({ isOpen, onOpenChange, onChoose, isConnecting }: DemoLoginDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { accounts, error } = useDemoAccounts(isOpen);

  let body;
  if (error) body = <Alert tone="danger" message={t('errors.http')} />;
  else if (accounts === undefined) body = <Spinner label={t('app.loading')} />;
  else if (accounts === null || accounts.length === 0)
    body = <Alert tone="info" message={t('social.login.demo.unavailable')} />;
  else
    body = (
      <DemoAccountList aria-label={t('social.login.demo.accounts')}>
        {accounts.map((account) => (
          <li key={account.username}>
            <DemoAccountButton
              type="button"
              disabled={isConnecting}
              aria-busy={isConnecting || undefined}
              onClick={() => onChoose(account.accessToken)}
            >
              <Avatar name={account.name} src={account.pictureUrl ?? undefined} isDecorative />
              <span>
                <Text weight="semibold" as="span">
                  {account.name}
                </Text>
                <Text tone="muted" size="sm" as="span">
                  @{account.username}
                </Text>
              </span>
            </DemoAccountButton>
          </li>
        ))}
      </DemoAccountList>
    );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('social.login.demo.title')}
      description={t('social.login.demo.text')}
      closeLabel={t('social.login.close')}
    >
      {body}
    </Modal>
  );
}
