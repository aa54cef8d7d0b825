import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminShopDetail, AssignedReward, AuditEntry } from '@merci/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  Grid,
  Heading,
  Icon,
  Inline,
  RewardTypeBadge,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  toast,
  type DataTableColumn,
} from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { RouterLink } from '../../lib/routing/RouterLink';
import { CellText } from '../../lib/tables/tables.styles';
import { resubscribeShopWebhooks, useAdminShop, useShowShop, type ShopAction } from './adminApi';
import { adminPaths } from './adminQuery';
import { ChangeList, Fact, FactLabel, FactValue, Facts } from './AdminShopPage.styles';
import { adminStatusOf, useAdminText } from './useAdminText';

/** `shops/:id` takes a shop id: a positive whole number, else the address names nothing. */
export function adminShopLoader({ params }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  return null;
}

// The dialogs' code (Radix Dialog, the form and its rules) is needed once an action is chosen:
// fetched as the page opens, drawn on the first click.
const loadDialogs = () => import('./ShopActionDialog');
const ShopActionDialog = lazy(async () => ({ default: (await loadDialogs()).ShopActionDialog }));

const SUCCESS_KEYS: Record<ShopAction, string> = {
  validate: 'admin.success.validate',
  plan: 'admin.success.plan',
  suspend: 'admin.success.suspend',
  reinstate: 'admin.success.reinstate',
};

/**
 * /admin/shops/:id: one shop as merci's team sees it (owner and contact, plan, this month's quota,
 * Instagram, the latest rewards, the audit log) and what the team may do to it, each confirmed in
 * a dialog: validate a pending shop with a plan, change a validated shop's plan, suspend or
 * reinstate it with a reason.
 */
export function AdminShopPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useAdminText();
  const id = Number(useParams().id);
  const { shop, error, retry } = useAdminShop(id);
  const showShop = useShowShop();
  // The dialog asked for last (kept while it closes) under a new key each time: a fresh form.
  const [dialog, setDialog] = useState<{ action: ShopAction; key: number } | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const open = (action: ShopAction) => {
    setDialog((current) => ({ action, key: (current?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };

  useEffect(() => {
    void loadDialogs();
  }, []);

  const back = (
    <Inline>
      <Button as={RouterLink} href={adminPaths.list} variant="link" startIcon={<Icon name="chevron-left" />}>
        {t('admin.shop.back')}
      </Button>
    </Inline>
  );

  if (error && !shop) {
    const isUnknown = error instanceof ApiError && error.status === 404;
    return (
      <Stack gap={6}>
        {back}
        {isUnknown ? (
          <Card>
            <EmptyState icon={<Icon name="store" size={32} />} message={t('admin.shop.not_found')} />
          </Card>
        ) : (
          <Alert
            tone="danger"
            message={
              <Inline gap={3} align="center" wrap="wrap">
                <span>{t('errors.http')}</span>
                <Button variant="secondary" size="sm" onClick={retry}>
                  {text.retryLabel}
                </Button>
              </Inline>
            }
          />
        )}
      </Stack>
    );
  }

  if (!shop) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label={t('app.loading')}>
        {back}
        <Skeleton variant="text" width="18rem" height="40px" />
        <Grid columns={{ xs: 1, lg: 2 }} gap={5}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rect" height="180px" />
          ))}
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {back}
      <ShopHeader shop={shop} onAction={open} />
      <ShopFacts shop={shop} />
      <LastRewards rewards={shop.lastRewards} timeZone={shop.timeZone} />
      <AuditLog entries={shop.audit} timeZone={shop.timeZone} />
      {dialog ? (
        <Suspense fallback={null}>
          <ShopActionDialog
            key={dialog.key}
            shop={shop}
            action={dialog.action}
            isOpen={isDialogOpen}
            onClose={() => setDialogOpen(false)}
            onDone={async (done, updated) => {
              await showShop(updated);
              setDialogOpen(false);
              toast({ tone: 'success', message: t(SUCCESS_KEYS[done]) });
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function ShopHeader({ shop, onAction }: { shop: AdminShopDetail; onAction: (action: ShopAction) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useAdminText();
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <Inline gap={3} align="center" wrap="wrap">
          <Heading level={1} size="xxl">
            {shop.name}
          </Heading>
          <Badge {...text.statusBadge(adminStatusOf(shop))} />
        </Inline>
        <Text tone="muted">
          {t('admin.shop.signed_up', { date: text.date(shop.createdAt, shop.timeZone) })}
          {shop.category ? ` · ${shop.category}` : ''}
        </Text>
      </Stack>
      <Inline gap={3} wrap="wrap" role="group" aria-label={t('admin.shop.actions.label')}>
        {shop.validated ? (
          <Button variant="secondary" onClick={() => onAction('plan')}>
            {t('admin.shop.actions.plan')}
          </Button>
        ) : (
          <Button onClick={() => onAction('validate')}>{t('admin.shop.actions.validate')}</Button>
        )}
        {shop.suspended ? (
          <Button variant="secondary" onClick={() => onAction('reinstate')}>
            {t('admin.shop.actions.reinstate')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => onAction('suspend')}>
            {t('admin.shop.actions.suspend')}
          </Button>
        )}
      </Inline>
      {shop.suspended ? (
        <Alert
          tone="warning"
          title={t('admin.shop.suspended.title', {
            date: shop.suspendedAt ? text.date(shop.suspendedAt, shop.timeZone) : '',
          })}
          message={shop.suspensionReason ?? ''}
        />
      ) : null}
    </Stack>
  );
}

/** A titled card of facts, its heading naming the section. */
function FactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function FactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fact>
      <FactLabel>{label}</FactLabel>
      <FactValue>{children}</FactValue>
    </Fact>
  );
}

function ShopFacts({ shop }: { shop: AdminShopDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useAdminText();
  const missing = t('admin.shop.missing');
  const { contact } = shop;
  const address = [
    contact.addressFirstRow,
    contact.addressSecondRow,
    [contact.postalCode, contact.city].filter(Boolean).join(' '),
  ].filter(Boolean);
  const account = shop.instagramAccountDetail;
  const store = shop.onlineStore;
  const showShop = useShowShop();
  const [isResubscribing, setResubscribing] = useState(false);
  const resubscribe = async () => {
    setResubscribing(true);
    try {
      const updated = await resubscribeShopWebhooks(shop.id);
      await showShop(updated);
      const subscribed = updated.instagramAccountDetail?.webhooks === 'subscribed';
      toast(
        subscribed
          ? { tone: 'success', message: t('instagram.webhooks.resubscribed') }
          : { tone: 'error', message: t('instagram.webhooks.still_failed') },
      );
    } catch (error) {
      toast({ tone: 'error', message: t(error instanceof ApiError ? error.messageKey : 'errors.http') });
    } finally {
      setResubscribing(false);
    }
  };

  return (
    <Grid columns={{ xs: 1, lg: 2 }} gap={5}>
      <FactCard id="admin-shop-owner" title={t('admin.shop.owner.title')}>
        <Facts>
          <FactItem label={t('admin.shop.owner.name')}>{shop.owner?.name ?? missing}</FactItem>
          <FactItem label={t('admin.shop.owner.email')}>{shop.owner?.email ?? missing}</FactItem>
          <FactItem label={t('admin.shop.owner.activated')}>{text.yesNo(shop.activated)}</FactItem>
          <FactItem label={t('admin.shop.contact.phone')}>{contact.phoneNumber ?? missing}</FactItem>
          <FactItem label={t('admin.shop.contact.address')}>
            {address.length > 0 ? address.join(', ') : missing}
          </FactItem>
          <FactItem label={t('admin.shop.contact.social_name')}>
            {contact.socialName ? `@${contact.socialName}` : missing}
          </FactItem>
        </Facts>
      </FactCard>
      <FactCard id="admin-shop-plan" title={t('admin.shop.plan.title')}>
        <Facts>
          <FactItem label={t('admin.shop.plan.offer')}>{text.planLabel(shop.plan)}</FactItem>
          <FactItem label={t('admin.shop.plan.interval')}>
            {shop.subscriptionType ? text.intervalLabel(shop.subscriptionType) : missing}
          </FactItem>
          <FactItem label={t('admin.shop.plan.reward_types')}>
            {shop.discountTypes.length > 0 ? (
              <Inline gap={2} wrap="wrap">
                {shop.discountTypes.map((type) => (
                  <RewardTypeBadge key={type} type={type} label={text.typeLabel(type)} />
                ))}
              </Inline>
            ) : (
              missing
            )}
          </FactItem>
          <FactItem label={t('admin.shop.plan.validated_at')}>
            {shop.validatedAt ? text.date(shop.validatedAt, shop.timeZone) : missing}
          </FactItem>
        </Facts>
      </FactCard>
      <FactCard id="admin-shop-quota" title={t('admin.shop.quota.title')}>
        {shop.plan ? (
          <Facts>
            <FactItem label={t('admin.shop.quota.used')}>{text.quotaText(shop)}</FactItem>
            <FactItem label={t('admin.shop.quota.remaining')}>
              {shop.quotaRemaining === null
                ? t('admin.quota.unlimited')
                : intl.formatNumber(shop.quotaRemaining)}
            </FactItem>
            <FactItem label={t('admin.shop.quota.renews_at')}>
              {shop.quotaRenewsAt ? text.date(shop.quotaRenewsAt, shop.timeZone) : t('admin.quota.unlimited')}
            </FactItem>
            <FactItem label={t('admin.shop.quota.time_zone')}>{shop.timeZone}</FactItem>
          </Facts>
        ) : (
          <Text tone="muted">{t('admin.shop.quota.no_plan')}</Text>
        )}
      </FactCard>
      <FactCard id="admin-shop-instagram" title={t('admin.shop.instagram.title')}>
        {account ? (
          <Facts>
            <FactItem label={t('admin.shop.instagram.account')}>@{account.accountName}</FactItem>
            <FactItem label={t('admin.shop.instagram.health')}>
              <Badge {...text.healthBadge(account.health)} />
            </FactItem>
            <FactItem label={t('admin.shop.instagram.token_expires_at')}>
              {account.tokenExpiresAt ? text.date(account.tokenExpiresAt, shop.timeZone) : missing}
            </FactItem>
            <FactItem label={t('admin.shop.instagram.webhooks')}>
              <Inline gap={3} align="center" wrap="wrap">
                <Badge {...text.webhooksBadge(account.webhooks)} />
                {account.webhooks === 'subscribed' || account.health !== 'connected' ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={isResubscribing}
                    onClick={() => void resubscribe()}
                  >
                    {t('admin.shop.instagram.resubscribe')}
                  </Button>
                )}
              </Inline>
            </FactItem>
            <FactItem label={t('admin.shop.instagram.webhooks_checked_at')}>
              {account.webhooksCheckedAt ? text.dateTime(account.webhooksCheckedAt, shop.timeZone) : missing}
            </FactItem>
            {account.webhookError ? (
              <FactItem label={t('admin.shop.instagram.webhook_error')}>{account.webhookError}</FactItem>
            ) : null}
            {account.graphRefusal ? (
              <FactItem label={t('admin.shop.instagram.graph_refusal')}>
                {account.graphRefusalAt
                  ? `${text.dateTime(account.graphRefusalAt, shop.timeZone)} · ${account.graphRefusal}`
                  : account.graphRefusal}
              </FactItem>
            ) : null}
          </Facts>
        ) : (
          <Stack gap={3}>
            <Inline>
              <Badge {...text.healthBadge('not_connected')} />
            </Inline>
            <Text tone="muted">{t('admin.shop.instagram.none')}</Text>
          </Stack>
        )}
      </FactCard>
      <FactCard id="admin-shop-online-store" title={t('admin.shop.online_store.title')}>
        {store ? (
          <Facts>
            <FactItem label={t('admin.shop.online_store.domain')}>{store.domain}</FactItem>
            <FactItem label={t('admin.shop.online_store.status')}>
              {t(`online_store.status.${store.status}`)}
            </FactItem>
            <FactItem label={t('admin.shop.online_store.orders')}>
              {store.orderTracking === 'tracked' ? (
                t('online_store.order_tracking.tracked')
              ) : (
                // Shopify has not approved merci's access to protected customer data yet.
                <Badge tone="warning" label={t('online_store.order_tracking.awaiting_approval.short')} />
              )}
            </FactItem>
          </Facts>
        ) : (
          <Text tone="muted">{t('admin.shop.online_store.none')}</Text>
        )}
      </FactCard>
    </Grid>
  );
}

function LastRewards({ rewards, timeZone }: { rewards: AssignedReward[]; timeZone: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useAdminText();
  const rewardText = useRewardText();
  const columns: DataTableColumn<AssignedReward>[] = [
    {
      id: 'date',
      header: t('admin.shop.rewards.columns.date'),
      cell: (reward) => text.date(reward.createdAt, timeZone),
    },
    {
      id: 'ambassador',
      header: t('admin.shop.rewards.columns.ambassador'),
      isRowHeader: true,
      cell: (reward) => `@${reward.username}`,
    },
    {
      id: 'type',
      header: t('admin.shop.rewards.columns.type'),
      cell: (reward) => <RewardTypeBadge type={reward.type} label={text.typeLabel(reward.type)} />,
    },
    {
      id: 'value',
      header: t('admin.shop.rewards.columns.value'),
      cell: (reward) => <CellText>{rewardText.assignedValueText(reward)}</CellText>,
    },
    {
      id: 'status',
      header: t('admin.shop.rewards.columns.status'),
      cell: (reward) => <StatusBadge status={reward.status} label={rewardText.statusLabel(reward.status)} />,
    },
  ];
  return (
    <Stack as="section" gap={4} aria-labelledby="admin-shop-rewards">
      <Heading level={2} size="xl" id="admin-shop-rewards">
        {t('admin.shop.rewards.title')}
      </Heading>
      <DataTable
        caption={t('admin.shop.rewards.title')}
        isCaptionHidden
        columns={columns}
        rows={rewards}
        getRowId={(reward) => reward.id}
        emptyMessage={t('admin.shop.rewards.empty')}
      />
    </Stack>
  );
}

function AuditLog({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useAdminText();
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'date',
      header: t('admin.shop.audit.columns.date'),
      cell: (entry) => text.dateTime(entry.createdAt, timeZone),
    },
    { id: 'operator', header: t('admin.shop.audit.columns.operator'), cell: (entry) => entry.operator },
    {
      id: 'action',
      header: t('admin.shop.audit.columns.action'),
      isRowHeader: true,
      cell: (entry) => text.actionLabel(entry.action),
    },
    {
      id: 'change',
      header: t('admin.shop.audit.columns.change'),
      cell: (entry) => (
        <ChangeList>
          {text.auditChanges(entry.before, entry.after).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ChangeList>
      ),
    },
    {
      id: 'reason',
      header: t('admin.shop.audit.columns.reason'),
      cell: (entry) => <CellText>{entry.reason ?? text.empty}</CellText>,
    },
  ];
  return (
    <Stack as="section" gap={4} aria-labelledby="admin-shop-audit">
      <Heading level={2} size="xl" id="admin-shop-audit">
        {t('admin.shop.audit.title')}
      </Heading>
      <DataTable
        caption={t('admin.shop.audit.title')}
        isCaptionHidden
        columns={columns}
        rows={entries}
        getRowId={(entry) => entry.id}
        emptyMessage={t('admin.shop.audit.empty')}
      />
    </Stack>
  );
}
