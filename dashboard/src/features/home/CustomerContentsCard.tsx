import { useIntl } from 'react-intl';
import { Button, Card, Heading, Icon, ImageGrid, Inline, Stack, Text } from '@merci/ui-kit';
import { mention } from '@merci/domain';
import { RouterLink } from '../../lib/routing/RouterLink';
import { endingDayFormat, reconnectPrompt } from '../../lib/owner/reconnectPrompt';
import { useCustomerContents } from './homeApi';

/**
 * The 12 latest pictures that mention the shop (150 px squares), or a prompt to connect when
 * there is no Instagram account or its token expired (SPEC §2 home), saying why it stopped; above
 * the pictures, the day a working connection ends when Meta did not renew it (ADR 025).
 */
export function CustomerContentsCard({ shopId }: { shopId: number | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const {
    account: { account, error: accountError, isLoading: isAccountLoading },
    isConnected,
    contents: { contents, error, isLoading },
  } = useCustomerContents(shopId);
  const reconnect = reconnectPrompt(account, (day) => intl.formatDate(day, endingDayFormat));

  const failed = Boolean(accountError ?? error);
  const isWaiting = !failed && (isAccountLoading || account === undefined || (isConnected && isLoading));

  return (
    <Card as="section" aria-labelledby="home-customer-contents">
      <Stack gap={4}>
        <Inline justify="between" align="center">
          <Heading level={2} size="lg" id="home-customer-contents">
            {t('home.contents.title')}
          </Heading>
          {isConnected && (
            <Button as={RouterLink} href="/instagram/contents" variant="link">
              {t('home.contents.see_all')}
            </Button>
          )}
        </Inline>
        {failed ? (
          <Text tone="danger" role="alert">
            {t('errors.http')}
          </Text>
        ) : !isWaiting && !isConnected ? (
          <Stack gap={3} align="start">
            <Text tone="muted">
              {reconnect ? t(reconnect.id, reconnect.values) : t('home.contents.connect')}
            </Text>
            <Button as={RouterLink} href="/instagram/contents" startIcon={<Icon name="instagram" />}>
              {t('home.contents.connect_cta')}
            </Button>
          </Stack>
        ) : (
          <>
            {reconnect?.isEnding ? (
              <Stack gap={3} align="start">
                <Text>{t(reconnect.id, reconnect.values)}</Text>
                <Button
                  as={RouterLink}
                  href="/instagram/contents"
                  variant="secondary"
                  startIcon={<Icon name="instagram" />}
                >
                  {t('home.contents.reconnect_cta')}
                </Button>
              </Stack>
            ) : null}
            <ImageGrid
              label={t('home.contents.title')}
              isLoading={isWaiting}
              loadingLabel={t('app.loading')}
              linkAs={RouterLink}
              emptyMessage={t('home.contents.empty')}
              items={(contents ?? []).map((content) => ({
                id: content.id,
                src: content.media_url,
                alt: t('home.contents.image_alt', { author: mention(content.author_username) }),
                href: `/instagram/contents/${content.id}`,
              }))}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
