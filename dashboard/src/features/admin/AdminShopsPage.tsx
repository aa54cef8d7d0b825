import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { FIRST_PAGE, type AdminShopSummary } from '@merci/domain';
import {
  Badge,
  Heading,
  PaginatedTable,
  Stack,
  TabLinks,
  Text,
  TextInput,
  useDebouncedEmit,
  type DataTableColumn,
} from '@merci/ui-kit';
import { tablePage } from '../../lib/pagination/tablePage';
import { useTablePaginationLabels } from '../../lib/pagination/usePaginationLabels';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useListFailure } from '../../lib/swr/useListFailure';
import { CellText } from '../../lib/tables/tables.styles';
import { useAdminShops } from './adminApi';
import {
  ADMIN_STATUS_FILTERS,
  adminPaths,
  adminShopsHref,
  readAdminShopsQuery,
  writeAdminShopsQuery,
  type AdminShopsQuery,
} from './adminQuery';
import { Filters, NarrowCell, SearchForm, ShopLink } from './AdminShopsPage.styles';
import { adminStatusOf, useAdminText } from './useAdminText';

/**
 * /admin: every shop, newest first, 10 a page, for merci's team. The status tab, the search (a
 * piece of the name or of the owner's e-mail, applied once typing pauses) and the page live in
 * the URL; each shop's name leads to its page.
 */
export function AdminShopsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useAdminText();
  const [params, setParams] = useSearchParams();
  const query = readAdminShopsQuery(params);
  const { page, error, retry } = useAdminShops(query);
  const failure = useListFailure(
    { error, retry },
    { messageId: 'lists.errors.shops', hasGenericTitle: true },
  );
  const paginationLabels = useTablePaginationLabels(t('admin.shops.pagination'));
  const update = (changes: Partial<AdminShopsQuery>) =>
    setParams(writeAdminShopsQuery({ ...query, ...changes }), { preventScrollReset: true });

  // What the search field shows: the URL's search, or what is being typed. A search the URL
  // gets from elsewhere (back, a shared link) replaces it; the echo of our own does not.
  const [draft, setDraft] = useState(query.q);
  const [emitted, setEmitted] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  if (query.q !== shownQ) {
    setShownQ(query.q);
    if (query.q !== emitted) setDraft(query.q);
  }
  const search = useDebouncedEmit((q: string) => {
    setEmitted(q.trim());
    // Another search has other pages: from the first.
    update({ q, page: FIRST_PAGE });
  });
  // Leaving for another page (a shop opened while its code loads): a search typed just before
  // must not bring the list back over it.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isLeaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (isLeaving) search.cancel();
  }, [isLeaving, search]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    search.emitNow(draft);
  };

  const columns: DataTableColumn<AdminShopSummary>[] = [
    {
      id: 'name',
      header: t('admin.shops.columns.name'),
      isRowHeader: true,
      cell: (shop) => (
        // A shop chosen while a typed search waits: the search must not take the page back.
        <ShopLink to={adminPaths.shop(shop.id)} onClick={search.cancel}>
          {shop.name}
        </ShopLink>
      ),
    },
    {
      id: 'ownerEmail',
      header: t('admin.shops.columns.owner_email'),
      cell: (shop) => <CellText>{shop.ownerEmail ?? text.empty}</CellText>,
    },
    {
      id: 'category',
      header: t('admin.shops.columns.category'),
      cell: (shop) => <NarrowCell>{shop.category ?? text.empty}</NarrowCell>,
    },
    {
      id: 'createdAt',
      header: t('admin.shops.columns.created_at'),
      cell: (shop) => text.date(shop.createdAt),
    },
    {
      id: 'activated',
      header: t('admin.shops.columns.activated'),
      cell: (shop) => text.yesNo(shop.activated),
    },
    {
      id: 'status',
      header: t('admin.shops.columns.status'),
      cell: (shop) => <Badge {...text.statusBadge(adminStatusOf(shop))} />,
    },
    {
      id: 'plan',
      header: t('admin.shops.columns.plan'),
      cell: (shop) => (shop.plan ? text.planLabel(shop.plan) : text.empty),
    },
    {
      id: 'quota',
      header: t('admin.shops.columns.quota'),
      align: 'end',
      cell: (shop) => text.quotaText(shop),
    },
    {
      id: 'instagram',
      header: t('admin.shops.columns.instagram'),
      cell: (shop) => <Badge {...text.healthBadge(shop.instagram)} />,
    },
  ];

  const isFiltered = query.status !== null || query.q !== '';

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading level={1} size="xxl">
          {t('admin.shops.title')}
        </Heading>
        <Text tone="muted">{t('admin.shops.subtitle')}</Text>
      </Stack>
      <Filters>
        <TabLinks
          label={t('admin.shops.filters.label')}
          linkAs={RouterLink}
          activeId={query.status ?? 'all'}
          items={[
            {
              id: 'all',
              label: t('admin.shops.filters.all'),
              href: adminShopsHref({ ...query, status: null, page: FIRST_PAGE }),
            },
            ...ADMIN_STATUS_FILTERS.map((status) => ({
              id: status,
              label: t(`admin.shops.filters.${status}`),
              href: adminShopsHref({ ...query, status, page: FIRST_PAGE }),
            })),
          ]}
        />
        <SearchForm role="search" aria-label={t('admin.shops.search.label')} onSubmit={submitSearch}>
          <TextInput
            type="search"
            name="q"
            label={t('admin.shops.search.label')}
            placeholder={t('admin.shops.search.placeholder')}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              search.schedule(event.target.value);
            }}
          />
        </SearchForm>
      </Filters>
      <PaginatedTable
        caption={t('admin.shops.caption')}
        isCaptionHidden
        columns={columns}
        {...tablePage(page, error)}
        getRowId={(shop) => shop.id}
        emptyMessage={t(isFiltered ? 'admin.shops.empty_filtered' : 'admin.shops.empty')}
        {...failure}
        page={query.page}
        onPageChange={({ page: next }) => update({ page: next })}
        {...paginationLabels}
      />
    </Stack>
  );
}
