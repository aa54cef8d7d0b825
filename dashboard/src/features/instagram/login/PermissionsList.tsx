import { useIntl } from 'react-intl';
import { Icon } from '@merci/ui-kit';
import { FACEBOOK_SCOPES } from '../oauth/facebookOAuth';
import { Permission, PermissionList } from './LoginPrompt.styles';

/** Each permission the social login asks for, in plain words (SPEC §7 scopes). */
export function PermissionsList() {
  const intl = useIntl();
  return (
    <PermissionList>
      {FACEBOOK_SCOPES.map((scope) => (
        <Permission key={scope}>
          <Icon name="check" size={18} />
          <span>{intl.formatMessage({ id: `social.login.permissions.${scope}` })}</span>
        </Permission>
      ))}
    </PermissionList>
  );
}
