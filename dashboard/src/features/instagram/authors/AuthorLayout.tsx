import { useIntl } from 'react-intl';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { mention } from '@merci/domain';
import { Heading, InstagramIcon, Stack, TabLinks } from '@merci/ui-kit';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { useSocialContext } from '../layout/socialContext';
import { instagramPaths } from '../paths';
import { AuthorTitle } from './AuthorLayout.styles';

/**
 * /instagram/authors/:username (SPEC §2): the network icon and @username, then the route tabs
 * 'contents' (default) and 'rewards'.
 */
export function AuthorLayout() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { username = '' } = useParams();
  const { pathname } = useLocation();
  const context = useSocialContext();
  const tabs = [
    { id: 'contents', href: instagramPaths.author(username), label: t('social.author.tabs.contents') },
    { id: 'rewards', href: instagramPaths.authorRewards(username), label: t('social.author.tabs.rewards') },
  ];
  const activeId = /\/rewards\/?$/.test(pathname) ? 'rewards' : 'contents';

  return (
    <Stack gap={5}>
      <AuthorTitle>
        <InstagramIcon size={28} title={t('social.header.network')} />
        <Heading level={1} size="xxl">
          {mention(username)}
        </Heading>
      </AuthorTitle>
      <TabLinks label={t('social.author.tabs.label')} items={tabs} activeId={activeId} linkAs={RouterLink} />
      <Outlet context={context} />
    </Stack>
  );
}
