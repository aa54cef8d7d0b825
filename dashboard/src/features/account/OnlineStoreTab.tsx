import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  ONLINE_STORE_ERRORS,
  normalizeStoreDomain,
  type OnlineStore,
  type OnlineStorePlatform,
} from '@merci/domain';
import {
  Alert,
  Button,
  Card,
  Heading,
  Icon,
  Inline,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  TextInput,
  toast,
} from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useDateText } from '../../lib/dates/useDateText';
import { ConfirmDialog } from '../../lib/dialogs/ConfirmDialog';
import { useSpecForm } from '../../lib/forms/useSpecForm';
import { isStoreConnected, useOnlineStore } from '../../lib/onlineStore/onlineStoreApi';
import { failureMessageKey } from '../../lib/owner/suspension';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { connectOnlineStore, disconnectOnlineStore, leaveForStore } from './onlineStoreApi';
import { ConnectRow, ScopeList, StoreDomain, StoreIcon } from './OnlineStoreTab.styles';

type Translate = (id: string, values?: Record<string, string>) => string;

/** What each refusal of the store's way back says here; an unknown one reads as a refused return. */
const CALLBACK_MESSAGES: Record<string, string> = {
  [ONLINE_STORE_ERRORS.callback]: 'online_store.errors.callback',
  [ONLINE_STORE_ERRORS.denied]: 'online_store.errors.denied',
  [ONLINE_STORE_ERRORS.otherBrowser]: 'online_store.errors.other_browser',
  [ONLINE_STORE_ERRORS.taken]: 'online_store.errors.taken',
  // The connection's own wording: the store did not answer, nothing is connected.
  [ONLINE_STORE_ERRORS.unavailable]: 'online_store.callback.unavailable',
};

/** The refusals of the connect call that are about the address typed, said under the field. */
const DOMAIN_MESSAGES: readonly string[] = [ONLINE_STORE_ERRORS.domain, ONLINE_STORE_ERRORS.taken];

/**
 * The store's way back (`?connected=shopify` or `?error=<key>`): a toast for a connection, an
 * alert for a refusal, kept on screen while the address loses its query, so that a reload or a
 * shared link does not say it again.
 */
function useStoreReturn(t: Translate) {
  const [params, setParams] = useSearchParams();
  const [errorKey, setErrorKey] = useState(() => {
    const error = params.get('error');
    return error === null ? null : (CALLBACK_MESSAGES[error] ?? 'online_store.errors.callback');
  });
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current || (!params.has('connected') && !params.has('error'))) return;
    isHandled.current = true;
    if (params.has('connected')) toast({ tone: 'success', message: t('online_store.connected_toast') });
    setParams(
      (current) => {
        current.delete('connected');
        current.delete('error');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  });
  return { errorKey, dismiss: () => setErrorKey(null) };
}

/**
 * /account/online-store (docs/adr/037): the shop's Shopify store. Not connected, a field for its
 * address and the button that sends the merchant to Shopify to let merci in; connected, the store,
 * since when, whether its orders are tracked yet (not while Shopify has not approved merci's access
 * to protected customer data), what merci may do there, and its disconnection after a confirmation. The store's way
 * back lands here with its outcome in the query.
 */
export function OnlineStoreTab() {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { user } = useCurrentUser();
  const shopId = user?.shop?.id;
  const { store, error, retry, showStore } = useOnlineStore(shopId);
  const storeReturn = useStoreReturn(t);

  let body;
  if (store === undefined && error) {
    body = (
      <Card as="section" aria-label={t('online_store.label')}>
        <Stack gap={4} align="start">
          <Alert tone="danger" message={t('online_store.errors.load')} />
          <Button variant="secondary" startIcon={<Icon name="refresh" />} onClick={() => void retry()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Card>
    );
  } else if (store === undefined || shopId === undefined) {
    body = <Spinner label={t('app.loading')} />;
  } else if (isStoreConnected(store)) {
    body = <ConnectedStore store={store} onDisconnected={(next) => void showStore(next)} t={t} />;
  } else {
    // A store disconnected since keeps its address in the field, ready to connect again.
    body = <ConnectStore key={store?.id ?? 'none'} shopId={shopId} previous={store} t={t} />;
  }

  return (
    <Stack gap={5}>
      {storeReturn.errorKey ? (
        <Alert
          tone="danger"
          title={t('online_store.callback.title')}
          message={t(storeReturn.errorKey)}
          onDismiss={storeReturn.dismiss}
          dismissLabel={t('dialog.close')}
        />
      ) : null}
      {body}
    </Stack>
  );
}

function ConnectStore({
  shopId,
  previous,
  t,
}: {
  shopId: number;
  previous: OnlineStore | null;
  t: Translate;
}) {
  const form = useSpecForm((schemas) => schemas.onlineStoreConnectSchema, {
    platform: 'shopify',
    domain: previous?.domain ?? '',
  });
  // Once the store's page is asked for, the button stays busy until the browser leaves.
  const [isLeaving, setLeaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    const platform = (values.platform ?? 'shopify') as OnlineStorePlatform;
    try {
      const { authorizeUrl } = await connectOnlineStore(
        shopId,
        normalizeStoreDomain(platform, values.domain) ?? values.domain,
        platform,
      );
      setLeaving(true);
      leaveForStore(authorizeUrl);
    } catch (error) {
      const fieldKey =
        error instanceof ApiError
          ? (error.violations.find((violation) => violation.propertyPath === 'domain')?.message ??
            error.messageKey)
          : undefined;
      if (fieldKey && DOMAIN_MESSAGES.includes(fieldKey)) {
        form.setError('domain', { type: 'server', message: fieldKey }, { shouldFocus: true });
      } else {
        toast({ tone: 'error', message: t(failureMessageKey(error, 'online_store.errors.connect')) });
      }
    }
  });

  return (
    <Card as="section" aria-labelledby="online-store-title">
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={2} size="lg" id="online-store-title">
            {t(previous ? 'online_store.reconnect.title' : 'online_store.connect.title')}
          </Heading>
          <Text as="p" tone="muted">
            {t('online_store.connect.intro')}
          </Text>
        </Stack>
        {previous ? (
          <Alert
            tone="warning"
            message={t('online_store.disconnected_notice', { domain: previous.domain })}
          />
        ) : null}
        <form noValidate onSubmit={submit} aria-labelledby="online-store-title">
          <Stack gap={3}>
            <ConnectRow>
              <TextInput
                label={t('online_store.connect.domain')}
                hint={t('online_store.connect.domain_hint')}
                placeholder={t('online_store.connect.domain_placeholder')}
                isRequired
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...form.field('domain')}
              />
              <div>
                <Button
                  type="submit"
                  startIcon={<Icon name="store" />}
                  isLoading={form.formState.isSubmitting || isLeaving}
                >
                  {t('online_store.connect.submit')}
                </Button>
              </div>
            </ConnectRow>
            <Text size="sm" tone="muted">
              {t('online_store.connect.note')}
            </Text>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function ConnectedStore({
  store,
  onDisconnected,
  t,
}: {
  store: OnlineStore;
  onDisconnected: (store: OnlineStore) => void;
  t: Translate;
}) {
  const intl = useIntl();
  const dates = useDateText();
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  // A scope merci does not word yet shows as the store writes it.
  const scopeText = (scope: string) => {
    const key = `online_store.scope.${scope}`;
    return intl.messages[key] === undefined ? scope : t(key);
  };

  const disconnect = async () => {
    setPending(true);
    try {
      const disconnected = await disconnectOnlineStore(store.id);
      setConfirming(false);
      onDisconnected(disconnected);
      toast({ tone: 'success', message: t('online_store.disconnected_toast') });
    } catch (error) {
      setConfirming(false);
      setPending(false);
      toast({ tone: 'error', message: t(failureMessageKey(error, 'online_store.errors.disconnect')) });
    }
  };

  return (
    <Card as="section" aria-labelledby="online-store-title">
      <Stack gap={5}>
        <Inline justify="between" align="start" wrap="wrap" gap={4}>
          <Inline gap={4} align="center" wrap="nowrap">
            <StoreIcon>
              <Icon name="store" size={32} />
            </StoreIcon>
            <Stack gap={1}>
              <Inline gap={3} align="center" wrap="wrap">
                <Heading level={2} size="lg" id="online-store-title">
                  <StoreDomain>{store.domain}</StoreDomain>
                </Heading>
                <StatusBadge status="live" label={t('online_store.status.connected')} />
              </Inline>
              <Text tone="muted" size="sm">
                {store.connectedAt
                  ? t('online_store.connected_since', { date: dates.day(store.connectedAt) })
                  : t('online_store.platform.shopify')}
              </Text>
            </Stack>
          </Inline>
          <Button variant="secondary" startIcon={<Icon name="log-out" />} onClick={() => setConfirming(true)}>
            {t('online_store.disconnect')}
          </Button>
        </Inline>
        {store.orderTracking === 'awaiting_approval' ? (
          // Shopify has not yet approved merci for protected customer data: codes work, orders wait.
          <Alert
            tone="warning"
            title={t('online_store.order_tracking.awaiting_approval.title')}
            message={t('online_store.order_tracking.awaiting_approval')}
          />
        ) : null}
        <Stack gap={2}>
          <Text weight="semibold" id="online-store-scopes">
            {t('online_store.scopes.title')}
          </Text>
          <ScopeList aria-labelledby="online-store-scopes">
            {store.scopes.map((scope) => (
              <li key={scope}>{scopeText(scope)}</li>
            ))}
          </ScopeList>
        </Stack>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('online_store.disconnect_dialog.title')}
        description={t('online_store.disconnect_dialog.description', { domain: store.domain })}
        confirmLabel={t('online_store.disconnect')}
        isDanger
        isPending={isPending}
        onConfirm={() => void disconnect()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
