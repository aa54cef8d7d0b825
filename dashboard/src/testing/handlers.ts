/**
 * MSW handlers for the whole API of SPEC §7, under the dashboard's API base. They answer what the
 * real API answers (api/src/routes): the same JSON-LD resources and hydra collections, the same
 * problem bodies `{ status, message, violations? }`, the same 401 without a bearer token and 404
 * for another user's or shop's ids. Mutations change an in-memory copy of the seed, so a list
 * read after a PATCH shows the change, and `resetMockApi()` brings every copy back to its seed.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ValidationError } from 'yup';
import {
  CONTENT_TYPES,
  LIKE_AVERAGE_DECIMALS,
  ROLE_ADMIN,
  PAGE_SIZE,
  PLACES,
  REWARD_STATUSES,
  REWARD_TYPES,
  SIGN_IN_CONTEXT,
  STATISTICS_PERIODS,
  STORY_LIFETIME_MS,
  authorEmailSchema,
  automationSchema,
  configRewardSchema,
  isWithinValidity,
  monthKey,
  monthStart,
  monthStartOffset,
  nextMonthStart,
  passwordChangeSchema,
  rewardAssignmentSchema,
  rewardCommentText,
  rewardName,
  signInSchema,
  shopPlanSchema,
  shopReasonSchema,
  signUpSchema,
  zonedParts,
  zonedTimeToInstant,
  type AdminAction,
  type AdminShopDetail,
  type AdminShopStatus,
  type AssignedReward,
  type AuthorMetricsRow,
  type Automation,
  type ConfigReward,
  type ContentCounts,
  type ContentType,
  type RewardStatistics,
  type RewardType,
  type Shop,
  type ShopTodo,
  type SocialAccount,
  type SocialContent,
  type SocialContentCollection,
  type StatisticsPeriod,
} from '@merci/domain';
import { API_BASE } from '../lib/api/client';
import {
  FIXED_NOW,
  SESSION_TOKEN,
  EXPIRED_RESET_TOKEN,
  fullSeed,
  socialAccountFixture,
  type MockSeed,
} from './fixtures';
import { adminShopSummary } from './adminFixtures';
import { hydraCollection, hydraList, hydraPage, pageOf } from './hydra';
import { accountPicture } from './pictures';

/** The API's resources grouped as the screens use them; each group takes its own scenario. */
export const API_GROUPS = [
  'auth',
  'owner',
  'shop',
  'categories',
  'offers',
  'notifications',
  'social',
  'configRewards',
  'rewards',
  'automations',
  'todo',
  'admin',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

/**
 * - `full`: a shop in full swing (fixtures.ts);
 * - `empty`: the same shop with nothing in the group's lists yet;
 * - `error`: every call of the group fails with the API's generic 500 problem;
 * - `loading`: every call of the group never answers.
 */
export const SCENARIOS = ['full', 'empty', 'error', 'loading'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** One scenario for every group, or one per group with a default for the others. */
export type Scenarios = Scenario | ({ default?: Scenario } & Partial<Record<ApiGroup, Scenario>>);

export interface MockApiOptions {
  /**
   * Replaces parts of the full seed (another shop, fewer notifications…); `loginConfig:
   * loginConfigFixture('facebook')` makes the Instagram login open Facebook's dialog.
   */
  seed?: Partial<MockSeed>;
  /**
   * The offline demo's routes answer (demo login, story mention, messages sent), as with
   * `npm start`; without it they answer 404, as the API does without its fake Graph server.
   */
  isDemo?: boolean;
}

/** Named handler groups, the shape `parameters.msw.handlers` takes, so a story can replace one. */
export type MockApiHandlers = Record<ApiGroup, HttpHandler[]>;

interface Violation {
  propertyPath: string;
  message: string;
}

/** A failure answered as the API's error handler does (api/src/http/errors.ts). */
class Problem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message);
  }
}

const problemResponse = ({ status, message, violations }: Problem) =>
  HttpResponse.json(violations.length > 0 ? { status, message, violations } : { status, message }, {
    status,
  });

const notFound = (message = 'errors.not_found') => new Problem(404, message);
const unprocessable = (message: string, violations: Violation[] = []) =>
  new Problem(422, message, violations);
const badRequest = (violations: Violation[]) => new Problem(400, 'errors.bad_request', violations);

/** yup's errors as violations: one per field, first message wins (api `violationsOf`). */
function violationsOf(error: ValidationError): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    const propertyPath = issue.path ?? '';
    if (seen.has(propertyPath)) continue;
    seen.add(propertyPath);
    violations.push({ propertyPath, message: issue.message });
  }
  return violations;
}

/** The copy of the seed the handlers read and change, and what they keep beside it. */
class MockStore {
  state!: MockSeed;
  disconnectedAccounts = new Set<number>();
  products = new Map<number, { id: number; contentId: number; approvedAt: string | null }>();
  /** Reads of an account left before its running pull ends (PUT …/pull_contents). */
  pendingPullReads = new Map<number, number>();

  constructor(
    private readonly initial: () => MockSeed,
    readonly isDemo = false,
  ) {
    this.reset();
  }

  reset() {
    this.state = structuredClone(this.initial());
    this.disconnectedAccounts = new Set();
    this.products = new Map();
    this.pendingPullReads = new Map();
  }
}

const stores = new Set<MockStore>();

/** Every mock API back to its seed: called before each story, so stories never share changes. */
export function resetMockApi(): void {
  for (const store of stores) store.reset();
}

interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  store: MockStore;
  state: MockSeed;
  /** The group's scenario: the to-do, computed from the other groups, reads it to be empty alone. */
  scenario: Scenario;
}

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under the API base, in MSW's syntax (`/shops/:shopId`). */
  path: string;
  /** Public calls need no bearer token (sign-in, sign-up, categories, offers). */
  isPublic?: boolean;
  /** A change a suspended shop's owner may still make (api `allowedWhileSuspended`). */
  allowedWhileSuspended?: boolean;
  resolve: (context: RouteContext) => Response | Promise<Response>;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A positive integer id from a path parameter, or 404. */
function idParam(value: string | undefined, message?: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound(message);
  return id;
}

/** A positive id given as a number, digits or an IRI (`/social_content_instagrams/3`). */
function idOrIri(value: unknown): number | undefined {
  const match = /^(?:\/[a-z_]+\/)?(\d+)$/.exec(String(value ?? '').trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The shop in the path must be the caller's: another id answers 404 like one that does not exist. */
function ownShop({ params, state }: RouteContext): number {
  const shopId = idParam(params.shopId);
  if (shopId !== state.user.shop?.id) throw notFound();
  return shopId;
}

function ownUser({ params, state }: RouteContext, name = 'userId'): number {
  const userId = idParam(params[name]);
  if (userId !== state.user.id) throw notFound();
  return userId;
}

const query = (url: URL, key: string) => {
  const value = url.searchParams.get(key);
  return value === null || value === '' ? undefined : value;
};

function createdAtOrder(url: URL): 'asc' | 'desc' {
  const order = query(url, 'order[createdAt]') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') {
    throw badRequest([{ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' }]);
  }
  return order;
}

/** Newest first (or oldest first), the id breaking ties in the same direction. */
function byCreatedAt<T extends { createdAt: string; id: number }>(
  items: readonly T[],
  order: 'asc' | 'desc',
) {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) || sign * (a.id - b.id),
  );
}

/**
 * The shop with its two counters computed from the rewards given, and the day its quota renews,
 * as GET /shops/{id} does: months are calendar months in the shop's time zone.
 */
function shopResource(state: MockSeed): Shop {
  const { timeZone } = state.shop;
  const since = monthStart(FIXED_NOW, timeZone).getTime();
  return {
    ...state.shop,
    discountCount: state.assignedRewards.length,
    discountMonthCount: state.assignedRewards.filter((reward) => Date.parse(reward.createdAt) >= since)
      .length,
    quotaRenewsAt: state.shop.quota === null ? null : nextMonthStart(FIXED_NOW, timeZone).toISOString(),
  };
}

/** How many ambassadors `topAmbassadors` lists (api TOP_AMBASSADORS). */
const TOP_AMBASSADORS = 5;

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** GET /shops/{id}/reward_statistics?months= (api/src/routes/rewardStatistics.ts). */
function rewardStatistics(state: MockSeed, months: StatisticsPeriod): RewardStatistics {
  const { timeZone } = state.shop;
  const monthAt = (offset: number) => monthStartOffset(FIXED_NOW, offset, timeZone);
  const periodStart = monthAt(-(months - 1)).getTime();
  const periodEnd = monthAt(1).getTime();
  const byMonth = new Map<string, RewardStatistics['byMonth'][number]>();
  for (let index = 0; index < months; index += 1) {
    const key = monthKey(monthAt(index - (months - 1)), timeZone);
    byMonth.set(key, { month: key, count: 0, byType: zeros(REWARD_TYPES) });
  }
  const byType = zeros(REWARD_TYPES);
  const byStatus = zeros(REWARD_STATUSES);
  const byPlace = zeros(PLACES);
  const byContentType = zeros(CONTENT_TYPES);
  const perAmbassador = new Map<string, number>();
  let given = 0;
  for (const reward of state.assignedRewards) {
    const createdAt = Date.parse(reward.createdAt);
    if (createdAt < periodStart || createdAt >= periodEnd) continue;
    perAmbassador.set(reward.username, (perAmbassador.get(reward.username) ?? 0) + 1);
    // As the API's inner join: a reward counts in the groups only with its publication.
    const content = state.socialContents.find((candidate) => candidate.id === reward.mediaId);
    if (!content) continue;
    given += 1;
    const entry = byMonth.get(monthKey(new Date(reward.createdAt), timeZone));
    if (entry) {
      entry.count += 1;
      entry.byType[reward.type] += 1;
    }
    byType[reward.type] += 1;
    byStatus[reward.status] += 1;
    byPlace[reward.place] += 1;
    byContentType[content.type] += 1;
  }
  const since = (start: Date) =>
    state.assignedRewards.filter((reward) => Date.parse(reward.createdAt) >= start.getTime()).length;
  return {
    months,
    total: state.assignedRewards.length,
    thisMonth: since(monthAt(0)),
    thisYear: since(zonedTimeToInstant(timeZone, zonedParts(FIXED_NOW, timeZone).year, 1, 1)),
    byMonth: [...byMonth.values()],
    byType,
    byStatus,
    byPlace,
    byContentType,
    useRate: given === 0 ? null : byStatus.used / given,
    // Most rewarded first, ties by username in byte order (as the API sorts on both databases).
    topAmbassadors: [...perAmbassador]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, TOP_AMBASSADORS)
      .map(([username, count]) => ({ username, count })),
  };
}

/** A content with the reward given for it, if any (the API's left join). */
function contentResource(state: MockSeed, content: SocialContent): SocialContent {
  return {
    ...content,
    discount: state.assignedRewards.find((reward) => reward.mediaId === content.id) ?? null,
    // A story's automation messages as they stand (the API reads them from its job table).
    automationMessages: content.automationMessages ?? [],
  };
}

/** The offline demo's customers who mention the shop in their stories (api MESSAGING_USERS). */
const DEMO_STORY_AUTHORS = ['lea.martin', 'manon_lifestyle', 'emma.fleurs'] as const;

/** The accounts of the offline demo's login (api fake Graph `demoAccounts`). */
const DEMO_LOGIN_ACCOUNTS = [
  {
    name: 'Maison Lumière',
    username: 'maison.lumiere',
    pictureUrl: accountPicture('M'),
    accessToken: 'demo-user-token',
  },
];

/**
 * The account as a read finds it: a pull started by PUT …/pull_contents is still running at the
 * first read after it (so a screen shows it pending), and done from the next one on.
 */
function readAccount(store: MockStore, account: SocialAccount): SocialAccount {
  const reads = store.pendingPullReads.get(account.id);
  if (reads === undefined) return account;
  if (reads > 0) {
    store.pendingPullReads.set(account.id, reads - 1);
    return account;
  }
  store.pendingPullReads.delete(account.id);
  Object.assign(account, { pullStatus: 'done', lastPulledAt: nowIso(), pullError: null });
  return account;
}

/** The caller's social account with this id, connected or not. */
function ownAccount({ state }: RouteContext, value: unknown): SocialAccount {
  const id = idOrIri(value);
  const account = state.socialAccounts.find((candidate) => candidate.id === id);
  if (!account) throw notFound();
  return account;
}

/** Contents of the shop's accounts: the mock keeps one account, so all of them. */
function ownContent(state: MockSeed, id: number | undefined): SocialContent {
  const content = state.socialContents.find((candidate) => candidate.id === id);
  if (!content) throw notFound();
  return content;
}

const CONFIG_COLLECTION_BY_TYPE: Record<RewardType, string> = {
  percent: 'config_discount_percents',
  code: 'config_discount_codes',
  voucher: 'config_discount_vouchers',
  other: 'config_discount_others',
};

const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const nowIso = () => FIXED_NOW.toISOString();

/** A configured reward's body checked with the domain schema (api `configRewardColumns`). */
async function configRewardFields(state: MockSeed, body: Record<string, unknown>, type: RewardType) {
  const violations: Violation[] = [];
  if ((body.type != null && body.type !== type) || !state.shop.discountTypes.includes(type)) {
    violations.push({ propertyPath: 'type', message: 'form.reward_form.type.error' });
  }
  try {
    const values = await configRewardSchema.validate(
      {
        type,
        socialContentTypes: Array.isArray(body.socialContentTypes) ? body.socialContentTypes : undefined,
        place: body.place === null || body.place === '' ? undefined : body.place,
        code: body.code,
        percent: body.percent,
        description: body.description,
        validityStartAt: body.validityStartAt ?? body.validity_start_at,
        validityEndAt: body.validityEndAt ?? body.validity_end_at,
        quantity: body.quantity,
      },
      { abortEarly: false, stripUnknown: true },
    );
    if (violations.length > 0) throw unprocessable('form.config_reward_form.error', violations);
    return {
      type,
      socialContentTypes: [...new Set(values.socialContentTypes)] as ContentType[],
      place: values.place,
      code: blankToNull(values.code),
      percent: type === 'percent' ? (values.percent ?? 0) : 0,
      description: blankToNull(values.description),
      validity_start_at: blankToNull(values.validityStartAt),
      validity_end_at: blankToNull(values.validityEndAt),
      quantity: values.quantity ?? null,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('form.config_reward_form.error', [...violations, ...violationsOf(error)]);
  }
}

function withQuantities(reward: ConfigReward): ConfigReward {
  return {
    ...reward,
    quantityRemaining:
      reward.quantity === null ? null : Math.max(0, reward.quantity - reward.quantityAllocated),
  };
}

/** An automation's body checked with the domain schema; the reward must be one of the shop's. */
async function automationFields(state: MockSeed, body: Record<string, unknown>, failure: string) {
  const rewardId =
    body.configDiscount == null || body.configDiscount === '' ? undefined : idOrIri(body.configDiscount);
  try {
    const values = await automationSchema.validate(
      {
        featureType: body.featureType,
        mode: body.mode,
        configDiscount: rewardId ?? null,
        message: body.message,
      },
      { abortEarly: false },
    );
    if (rewardId !== undefined && !state.configRewards.some((reward) => reward.id === rewardId)) {
      throw unprocessable(failure, [
        { propertyPath: 'configDiscount', message: 'form.automation_form.config_discount.error' },
      ]);
    }
    return {
      featureType: values.featureType,
      mode: values.mode,
      message: values.message,
      configDiscount: rewardId ?? null,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable(failure, violationsOf(error));
  }
}

function ownAutomation(
  state: MockSeed,
  id: string | undefined,
  failure: string,
  archived = false,
): Automation {
  const automationId = idParam(id, failure);
  const automation = state.automations.find(
    (candidate) => candidate.id === automationId && (archived || candidate.deletedAt === null),
  );
  if (!automation) throw notFound(failure);
  return automation;
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** What the API says under a rewarded post (api REWARD_COMMENT_TEMPLATE). */
const REWARD_COMMENT_TEMPLATE =
  'Merci {username} ! Votre récompense « {reward} » vous attend : retrouvez-la dans l’app merci.';

/** A story's messages that answer its author: sent, or still to be sent. */
const ANSWERING_MESSAGES = new Set(['scheduled', 'sending', 'sent']);

/**
 * GET /shops/{id}/todo from the seed as it stands; `nothingLeft` (the group's `empty`) keeps the
 * connection but clears the figures, as for a merchant who has done everything.
 */
function shopTodo(store: MockStore, nothingLeft: boolean): ShopTodo {
  const { state } = store;
  const account = state.socialAccounts[0];
  const connected = account !== undefined && !store.disconnectedAccounts.has(account.id);
  const connection: ShopTodo['connection'] = !connected
    ? 'not_connected'
    : account.has_account_token_expired || account.connection_problem !== null
      ? 'to_reconnect'
      : 'connected';
  const isRewarded = (content: SocialContent) =>
    state.assignedRewards.some((reward) => reward.mediaId === content.id);
  const toReward =
    connected && !nothingLeft ? state.socialContents.filter((content) => !isRewarded(content)) : [];
  const expiring = toReward
    .filter(
      (content) =>
        content.type === 'story' &&
        content.expiresAt !== null &&
        Date.parse(content.expiresAt) > FIXED_NOW.getTime() &&
        !(content.automationMessages ?? []).some((message) => ANSWERING_MESSAGES.has(message.status)),
    )
    .map((content) => content.expiresAt as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    contentsToReward: toReward.length,
    useRequests: nothingLeft
      ? 0
      : state.assignedRewards.filter((reward) => reward.status === 'use_requested').length,
    expiringStories: expiring.length,
    nextStoryExpiresAt: expiring[0] ?? null,
    connection,
  };
}

/** The operator's routes answer merci's team only: an owner is refused (api `requireOperator`). */
function operatorOnly({ state }: RouteContext): string {
  if (!state.user.roles.includes(ROLE_ADMIN)) throw new Problem(403, 'errors.forbidden');
  return state.user.email;
}

const ADMIN_STATUSES: readonly AdminShopStatus[] = ['pending', 'validated', 'suspended'];

/** Where a shop stands for the team: a suspension first, then its validation. */
const adminStatusOf = (shop: AdminShopDetail): AdminShopStatus =>
  shop.suspended ? 'suspended' : shop.validated ? 'validated' : 'pending';

function adminShopOf(state: MockSeed, id: string | undefined): AdminShopDetail {
  const shopId = idParam(id);
  const shop = state.adminShops.find((candidate) => candidate.id === shopId);
  if (!shop) throw notFound();
  return shop;
}

/** A plan's body checked with the domain schema, then against the offer chosen (api `planOf`). */
async function adminPlanOf(state: MockSeed, body: Record<string, unknown>) {
  let values;
  try {
    values = await shopPlanSchema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('errors.validation', violationsOf(error));
  }
  const offer = state.offers.find((candidate) => candidate.type === values.offerType);
  if (!offer) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'offerType', message: 'admin.form.offer_type.error' },
    ]);
  }
  if (offer.rewardTypeLimit !== null && values.discountTypes.length > offer.rewardTypeLimit) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'discountTypes', message: 'admin.form.discount_types.too_many' },
    ]);
  }
  return { ...values, quota: offer.loyaltyQuota };
}

async function adminReasonOf(request: Request): Promise<string> {
  try {
    return (await shopReasonSchema.validate(await bodyOf(request), { abortEarly: false })).reason;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('errors.validation', violationsOf(error));
  }
}

/** Writes an operator's action at the top of the shop's audit log (newest first). */
function audit(
  shop: AdminShopDetail,
  operator: string,
  action: AdminAction,
  fields: { before: Record<string, unknown>; after: Record<string, unknown>; reason?: string },
) {
  const id = nextId(shop.audit);
  shop.audit.unshift({
    '@id': `/admin/shops/${shop.id}/audit/${id}`,
    '@type': 'AuditEntry',
    id,
    operator,
    action,
    before: fields.before,
    after: fields.after,
    reason: fields.reason ?? null,
    createdAt: nowIso(),
  });
}

/** The plan's fields as the audit log keeps them. */
const planFields = (shop: AdminShopDetail) => ({
  offerType: shop.plan,
  subscriptionType: shop.subscriptionType,
  discountTypes: [...shop.discountTypes],
  quota: shop.quota,
  quotaRemaining: shop.quotaRemaining,
});

const ROUTES: Record<ApiGroup, Route[]> = {
  auth: [
    {
      method: 'post',
      path: '/v1/oauth',
      isPublic: true,
      resolve: async ({ request, state }) => {
        const body = await bodyOf(request);
        // Any failure is the same 401, as the API answers.
        const refused = new Problem(401, 'account.errors.signin');
        if (body.context !== SIGN_IN_CONTEXT || !signInSchema.isValidSync(body)) throw refused;
        const { email, password } = signInSchema.validateSync(body);
        const account = state.accounts.find(
          (candidate) => candidate.email === email.toLowerCase() && candidate.password === password,
        );
        if (!account) throw refused;
        return json(
          account.activated ? { token: SESSION_TOKEN, activated: true } : { token: '', activated: false },
        );
      },
    },
    {
      method: 'post',
      path: '/users/shop-register',
      isPublic: true,
      resolve: async ({ request, state }) => {
        const payload = (await bodyOf(request)) as {
          shop?: { name?: unknown; phoneNumber?: unknown; category?: unknown; socialName?: unknown } & {
            address?: { firstRow?: unknown; secondRow?: unknown; postalCode?: unknown; city?: unknown };
          };
          user?: { name?: unknown; email?: unknown; password?: unknown };
        };
        const values = await signUpSchema.validate(
          {
            shopName: payload.shop?.name,
            phoneNumber: payload.shop?.phoneNumber,
            category: payload.shop?.category,
            addressFirstRow: payload.shop?.address?.firstRow,
            addressSecondRow: payload.shop?.address?.secondRow,
            addressPostalCode: payload.shop?.address?.postalCode,
            addressCity: payload.shop?.address?.city,
            socialName: payload.shop?.socialName,
            userName: payload.user?.name,
            userEmail: payload.user?.email,
            userPassword: payload.user?.password,
            userConfirmPassword: payload.user?.password,
          },
          { abortEarly: false },
        );
        if (!state.categories.some((category) => category.id === values.category)) {
          throw unprocessable('errors.validation', [
            { propertyPath: 'category', message: 'form.signup_form.category.error' },
          ]);
        }
        const email = values.userEmail.toLowerCase();
        if (state.accounts.some((account) => account.email === email)) {
          throw unprocessable('errors.validation', [
            { propertyPath: 'userEmail', message: 'form.signup_form.userEmail.taken' },
          ]);
        }
        state.accounts.push({ email, password: values.userPassword, activated: false });
        return json({ ok: true }, 201);
      },
    },
    // Both answer the same whatever the address, so that nobody learns who has an account.
    { method: 'post', path: '/v1/resend-activation', isPublic: true, resolve: () => json({ ok: true }) },
    { method: 'post', path: '/v1/reset-password', isPublic: true, resolve: () => json({ ok: true }) },
    {
      method: 'post',
      path: '/v1/reset-password/confirm',
      isPublic: true,
      resolve: async ({ request }) => {
        const body = await bodyOf(request);
        const password = typeof body.password === 'string' ? body.password : '';
        if (password.length < 6) {
          throw unprocessable('errors.validation', [
            { propertyPath: 'password', message: 'form.account_password_form.new_password.error' },
          ]);
        }
        if (typeof body.token !== 'string' || !body.token || body.token === EXPIRED_RESET_TOKEN) {
          throw unprocessable('account.errors.reset_link');
        }
        return json({ ok: true });
      },
    },
    // Logout and sign-out everywhere end the caller's sessions on the API; the mock has no other.
    { method: 'post', path: '/v1/logout', allowedWhileSuspended: true, resolve: noContent },
    { method: 'post', path: '/v1/logout/everywhere', allowedWhileSuspended: true, resolve: noContent },
  ],
  owner: [
    { method: 'get', path: '/users/me', resolve: ({ state }) => json(state.user) },
    {
      method: 'put',
      path: '/v2/users/:id/password',
      allowedWhileSuspended: true,
      resolve: async (context) => {
        ownUser(context, 'id');
        const body = (await bodyOf(context.request)) as {
          password?: unknown;
          newPassword?: { first?: unknown; second?: unknown };
        };
        const values = await passwordChangeSchema.validate(
          {
            password: body.password,
            newPassword: body.newPassword?.first,
            confirmPassword: body.newPassword?.second,
          },
          { abortEarly: false },
        );
        const account = context.state.accounts.find(
          (candidate) => candidate.email === context.state.user.email,
        );
        if (!account || account.password !== values.password) {
          throw unprocessable('errors.validation', [
            { propertyPath: 'password', message: 'form.account_password_form.password.invalid' },
          ]);
        }
        account.password = values.newPassword;
        return json({ ok: true });
      },
    },
  ],
  shop: [
    {
      method: 'get',
      path: '/shops/:shopId',
      resolve: (context) => {
        ownShop(context);
        return HttpResponse.json(shopResource(context.state), { headers: { 'cache-control': 'no-store' } });
      },
    },
    {
      method: 'get',
      path: '/shops/:shopId/reward_statistics',
      resolve: (context) => {
        ownShop(context);
        const months = Number(query(context.url, 'months') ?? 12);
        if (!(STATISTICS_PERIODS as readonly number[]).includes(months)) {
          throw badRequest([{ propertyPath: 'months', message: 'errors.invalid_choice' }]);
        }
        return json(rewardStatistics(context.state, months as StatisticsPeriod));
      },
    },
  ],
  categories: [
    {
      method: 'get',
      path: '/categories',
      isPublic: true,
      resolve: ({ state }) => json(hydraList('Category', '/categories', state.categories)),
    },
  ],
  offers: [
    {
      method: 'get',
      path: '/subscription_offers',
      isPublic: true,
      resolve: ({ state }) => json(hydraList('SubscriptionOffer', '/subscription_offers', state.offers)),
    },
  ],
  notifications: [
    {
      method: 'get',
      path: '/users/:userId/user_notifications',
      resolve: (context) => {
        ownUser(context);
        const { url, state } = context;
        const order = createdAtOrder(url);
        const read = query(url, 'read');
        if (read !== undefined && read !== 'true' && read !== 'false') {
          throw badRequest([{ propertyPath: 'read', message: 'errors.invalid_choice' }]);
        }
        const items = byCreatedAt(state.notifications, order).filter(
          (notification) => read === undefined || notification.read === (read === 'true'),
        );
        return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
      },
    },
    {
      method: 'patch',
      path: '/user_notifications/:id',
      allowedWhileSuspended: true,
      resolve: async ({ request, params, state }) => {
        const id = idParam(params.id);
        const notification = state.notifications.find((candidate) => candidate.id === id);
        if (!notification) throw notFound();
        const body = await bodyOf(request);
        // SPEC §4: unread becomes read; the reverse transition does not exist.
        if (body.read !== true) {
          throw unprocessable('notification.errors.read', [
            { propertyPath: 'read', message: 'notification.errors.read' },
          ]);
        }
        notification.read = true;
        return json(notification);
      },
    },
  ],
  social: [
    {
      method: 'get',
      path: '/shops/:shopId/social_accounts',
      resolve: (context) => {
        ownShop(context);
        const network = query(context.url, 'socialId');
        const account = context.state.socialAccounts.find(
          (candidate) =>
            !context.store.disconnectedAccounts.has(candidate.id) &&
            (network === undefined || candidate.network === network),
        );
        const members = account ? [readAccount(context.store, account)] : [];
        return json(hydraCollection(context.url, members, members.length, { page: 1, itemsPerPage: 1 }));
      },
    },
    {
      method: 'get',
      path: '/social_account_instagrams/:id',
      resolve: (context) => json(readAccount(context.store, ownAccount(context, context.params.id))),
    },
    {
      method: 'post',
      path: '/v2/shops/:shopId/instagram/connect',
      // Reconnecting keeps a suspended shop's account alive, as on the API.
      allowedWhileSuspended: true,
      resolve: async (context) => {
        ownShop(context);
        const { request, state, store } = context;
        const token = (await bodyOf(request)).accessToken;
        const accessToken = typeof token === 'string' ? token.trim() : '';
        if (!accessToken) {
          throw badRequest([{ propertyPath: 'accessToken', message: 'errors.required' }]);
        }
        // SPEC §6: only a validated shop may connect its account.
        if (!state.shop.validated) throw new Problem(403, 'instagram.errors.shop_not_validated');
        // The mock's Facebook knows the demo login's tokens only.
        if (!DEMO_LOGIN_ACCOUNTS.some((demo) => demo.accessToken === accessToken)) {
          throw unprocessable('instagram.errors.invalid_token');
        }
        let account = state.socialAccounts[0];
        if (!account) {
          account = socialAccountFixture({ pullStatus: 'idle', lastPulledAt: null });
          state.socialAccounts.push(account);
        }
        // A new connection ends whatever stopped the previous one.
        Object.assign(account, { has_account_token_expired: false, connection_problem: null });
        store.disconnectedAccounts.delete(account.id);
        return json(account);
      },
    },
    {
      method: 'put',
      path: '/social_account_instagrams/:id/pull_contents',
      resolve: (context) => {
        const account = ownAccount(context, context.params.id);
        const { store } = context;
        if (store.disconnectedAccounts.has(account.id)) {
          throw new Problem(409, 'instagram.errors.not_connected');
        }
        if (account.has_account_token_expired) throw new Problem(409, 'instagram.errors.token_expired');
        // A pull already running is not started twice.
        if (!store.pendingPullReads.has(account.id)) {
          Object.assign(account, { pullStatus: 'pending', pullError: null });
          store.pendingPullReads.set(account.id, 1);
        }
        return json(account, 202);
      },
    },
    {
      method: 'put',
      path: '/social_accounts/:id/logout',
      allowedWhileSuspended: true,
      resolve: (context) => {
        const account = ownAccount(context, context.params.id);
        context.store.disconnectedAccounts.add(account.id);
        return json(account);
      },
    },
    {
      method: 'get',
      path: '/social_account_instagrams/:id/social_contents',
      resolve: (context) => {
        const account = ownAccount(context, context.params.id);
        const { url, state } = context;
        const violations: Violation[] = [];
        const type = query(url, 'type');
        if (type !== undefined && !(CONTENT_TYPES as readonly string[]).includes(type)) {
          violations.push({ propertyPath: 'type', message: 'errors.invalid_choice' });
        }
        const count = (key: string) => {
          const text = query(url, key);
          if (text === undefined) return undefined;
          const value = Number(text);
          if (!Number.isFinite(value) || value < 0) {
            violations.push({ propertyPath: key, message: 'errors.invalid_number' });
            return undefined;
          }
          return value;
        };
        const gte = count('likeCount[gte]');
        const lte = count('likeCount[lte]');
        const rewarded = query(url, 'rewarded');
        if (rewarded !== undefined && rewarded !== 'true' && rewarded !== 'false') {
          violations.push({ propertyPath: 'rewarded', message: 'errors.invalid_choice' });
        }
        const order = createdAtOrder(url);
        if (violations.length > 0) throw badRequest(violations);
        const author = query(url, 'authorUsername')?.trim().replace(/^@/, '');
        const filtered = byCreatedAt(
          account.id === state.socialAccounts[0]?.id ? state.socialContents : [],
          order,
        )
          .filter(
            (content) =>
              (type === undefined || content.type === type) &&
              (gte === undefined || content.like_count >= gte) &&
              (lte === undefined || content.like_count <= lte) &&
              (!author || content.author_username === author),
          )
          .map((content) => contentResource(state, content));
        // The tabs' counts follow the other filters, whatever `rewarded` shows.
        const rewardedCount = filtered.filter((content) => content.discount !== null).length;
        const counts: ContentCounts = {
          toReward: filtered.length - rewardedCount,
          rewarded: rewardedCount,
          all: filtered.length,
        };
        const items =
          rewarded === undefined
            ? filtered
            : filtered.filter((content) => (content.discount !== null) === (rewarded === 'true'));
        const collection: SocialContentCollection = {
          ...hydraPage(url, items, pageOf(url, PAGE_SIZE.socialContents)),
          counts,
        };
        return json(collection);
      },
    },
    // Before `/social_content_instagrams/:id`: the first matching handler answers.
    {
      method: 'get',
      path: '/social_content_instagrams/author_metrics',
      resolve: (context) => {
        const { url, state } = context;
        const accountId = idOrIri(query(url, 'socialAccount'));
        if (accountId === undefined)
          throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
        ownAccount(context, accountId);
        const page = pageOf(url, PAGE_SIZE.authorsWire);
        const byAuthor = new Map<string, SocialContent[]>();
        for (const content of state.socialContents) {
          byAuthor.set(content.author_username, [...(byAuthor.get(content.author_username) ?? []), content]);
        }
        const factor = 10 ** LIKE_AVERAGE_DECIMALS;
        const rows: AuthorMetricsRow[] = [...byAuthor]
          .map(([username, contents]) => ({
            username,
            count: contents.length,
            feed_count: contents.filter((content) => content.type === 'feed').length,
            reel_count: contents.filter((content) => content.type === 'reels').length,
            like_avg:
              Math.round(
                (contents.reduce((sum, content) => sum + content.like_count, 0) / contents.length) * factor,
              ) / factor,
            discount_count: contents.filter((content) =>
              state.assignedRewards.some((reward) => reward.mediaId === content.id),
            ).length,
            email: state.authorEmails[username] ?? null,
          }))
          .sort((a, b) => b.count - a.count || a.username.localeCompare(b.username));
        const offset = (page.page - 1) * page.itemsPerPage;
        const members = rows.slice(offset, offset + page.itemsPerPage);
        const collection = hydraCollection<never>(url, [], rows.length, page);
        return json({ ...collection, 'hydra:member': [members, rows.length] });
      },
    },
    {
      method: 'patch',
      path: '/social_content_instagrams/patch_email_by_username',
      resolve: async (context) => {
        const { url, request, state } = context;
        const accountId = idOrIri(query(url, 'socialAccount'));
        if (accountId === undefined)
          throw badRequest([{ propertyPath: 'socialAccount', message: 'errors.required' }]);
        const account = ownAccount(context, accountId);
        const body = await bodyOf(request);
        const username =
          typeof body.authorUsername === 'string' ? body.authorUsername.trim().replace(/^@/, '') : '';
        if (!username) {
          throw unprocessable('errors.validation', [
            { propertyPath: 'authorUsername', message: 'form.social_author_email_form.error' },
          ]);
        }
        const { authorEmail } = await authorEmailSchema.validate(
          { authorEmail: body.authorEmail },
          { abortEarly: false },
        );
        if (!state.socialContents.some((content) => content.author_username === username)) throw notFound();
        state.authorEmails[username] = authorEmail;
        return json({ socialAccount: account['@id'], username, email: authorEmail });
      },
    },
    {
      method: 'get',
      path: '/social_content_instagrams/:id',
      resolve: ({ params, state }) => json(contentResource(state, ownContent(state, idParam(params.id)))),
    },
    {
      method: 'get',
      path: '/instagram/login_config',
      isPublic: true,
      resolve: ({ state }) => json(state.loginConfig),
    },
    {
      method: 'get',
      path: '/instagram/demo_login',
      resolve: ({ store }) => {
        if (!store.isDemo) throw notFound();
        return json({ accounts: DEMO_LOGIN_ACCOUNTS });
      },
    },
    {
      method: 'post',
      path: '/instagram/demo_story_mention',
      resolve: ({ store, state }) => {
        if (!store.isDemo) throw notFound();
        const account = state.socialAccounts[0];
        if (!account || store.disconnectedAccounts.has(account.id)) {
          throw new Problem(409, 'instagram.errors.not_connected');
        }
        // As the API: each call another demo customer, the story dated so its messages are due now.
        const stories = state.socialContents.filter((content) => content.type === 'story');
        const author = DEMO_STORY_AUTHORS[stories.length % DEMO_STORY_AUTHORS.length] ?? 'lea.martin';
        const id = nextId(state.socialContents);
        const dueAt = nowIso();
        const createdAt = new Date(FIXED_NOW.getTime() - STORY_LIFETIME_MS + 30 * 60_000).toISOString();
        const live = state.automations.filter(
          (automation) => automation.suspendedAt === null && automation.deletedAt === null,
        );
        state.socialContents.unshift({
          '@id': `/social_content_instagrams/${id}`,
          '@type': 'SocialContentInstagram',
          id,
          media_url: null,
          caption: null,
          permalink: null,
          type: 'story',
          media_type: 'story',
          author_username: author,
          like_count: 0,
          comment_count: 0,
          discount: null,
          expiresAt: new Date(Date.parse(createdAt) + STORY_LIFETIME_MS).toISOString(),
          automationMessages: live.map((automation) => ({
            automationId: automation.id,
            featureType: automation.featureType,
            status: 'scheduled' as const,
            dueAt,
            sentAt: null,
            reason: null,
          })),
          createdAt,
        });
        return json(
          {
            stored: 1,
            socialContent: `/social_content_instagrams/${id}`,
            author,
            messages: live.map((automation) => ({ automation: automation['@id'], dueAt })),
          },
          201,
        );
      },
    },
    {
      method: 'get',
      path: '/instagram/demo_messages',
      resolve: ({ store }) => {
        if (!store.isDemo) throw notFound();
        return json({ messages: [] });
      },
    },
  ],
  configRewards: [
    {
      method: 'get',
      path: '/shops/:shopId/config_discounts',
      resolve: (context) => {
        ownShop(context);
        const { url, state } = context;
        const validOnly = query(url, 'valid') === 'true';
        const contentType = query(url, 'socialContentType');
        const items = byCreatedAt(state.configRewards, createdAtOrder(url)).filter(
          (reward) =>
            (!validOnly ||
              ((reward.quantity === null || reward.quantityAllocated < reward.quantity) &&
                isWithinValidity(
                  FIXED_NOW,
                  reward.validity_start_at,
                  reward.validity_end_at,
                  state.shop.timeZone,
                ))) &&
            (contentType === undefined || reward.socialContentTypes.includes(contentType as ContentType)),
        );
        return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
      },
    },
    ...REWARD_TYPES.flatMap((type): Route[] => {
      const collection = CONFIG_COLLECTION_BY_TYPE[type];
      const find = (state: MockSeed, id: string | undefined, message: string) => {
        const rewardId = idParam(id, message);
        const reward = state.configRewards.find(
          (candidate) => candidate.id === rewardId && candidate.type === type,
        );
        if (!reward) throw notFound(message);
        return reward;
      };
      return [
        {
          method: 'post',
          path: `/${collection}`,
          resolve: async ({ request, state }) => {
            const fields = await configRewardFields(state, await bodyOf(request), type);
            const id = nextId(state.configRewards);
            const reward = withQuantities({
              '@id': `/${collection}/${id}`,
              '@type': 'ConfigDiscount',
              id,
              ...fields,
              quantityAllocated: 0,
              quantityUsed: 0,
              quantityRemaining: null,
              shop: state.shop['@id'],
              createdBy: state.user['@id'],
              createdAt: nowIso(),
            });
            state.configRewards.push(reward);
            return json(reward, 201);
          },
        },
        {
          method: 'get',
          path: `/${collection}/:id`,
          resolve: ({ params, state }) => json(find(state, params.id, 'config_reward.errors.get')),
        },
        {
          method: 'put',
          path: `/${collection}/:id`,
          resolve: async ({ request, params, state }) => {
            const existing = find(state, params.id, 'form.config_reward_form.error');
            const fields = await configRewardFields(state, await bodyOf(request), type);
            Object.assign(existing, withQuantities({ ...existing, ...fields }));
            return json(existing);
          },
        },
      ];
    }),
    {
      method: 'delete',
      path: '/config_discounts/:id',
      resolve: ({ params, state }) => {
        const id = idParam(params.id, 'config_reward.errors.delete');
        const index = state.configRewards.findIndex((reward) => reward.id === id);
        if (index < 0) throw notFound('config_reward.errors.delete');
        state.configRewards.splice(index, 1);
        return noContent();
      },
    },
  ],
  rewards: [
    {
      method: 'get',
      path: '/shops/:shopId/discounts',
      resolve: (context) => {
        ownShop(context);
        const { url, state } = context;
        const username = query(url, 'username');
        const status = query(url, 'status');
        const type = query(url, 'type');
        const items = byCreatedAt(state.assignedRewards, createdAtOrder(url)).filter(
          (reward) =>
            (username === undefined || reward.username === username) &&
            (status === undefined || reward.status === status) &&
            (type === undefined || reward.type === type),
        );
        return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
      },
    },
    {
      method: 'get',
      path: '/discounts/:id',
      resolve: ({ params, state }) => {
        const id = idParam(params.id);
        const reward = state.assignedRewards.find((candidate) => candidate.id === id);
        if (!reward) throw notFound();
        return json(reward);
      },
    },
    {
      method: 'post',
      path: '/products',
      resolve: async ({ request, state, store }) => {
        const body = await bodyOf(request);
        const contentId = idOrIri(body.socialContent);
        if (contentId === undefined) {
          throw unprocessable('form.reward_form.error', [
            { propertyPath: 'socialContent', message: 'form.reward_form.social_content.error' },
          ]);
        }
        const content = ownContent(state, contentId);
        if (state.assignedRewards.some((reward) => reward.mediaId === content.id)) {
          throw new Problem(409, 'form.reward_form.error');
        }
        const id = store.products.size + 1;
        store.products.set(id, { id, contentId: content.id, approvedAt: null });
        return json(
          {
            '@id': `/products/${id}`,
            '@type': 'Product',
            id,
            socialContent: content['@id'],
            shop: state.shop['@id'],
            publish: body.publish !== false,
            approvedAt: null,
          },
          201,
        );
      },
    },
    {
      method: 'put',
      path: '/products/:id/approve',
      resolve: async ({ request, params, state, store }) => {
        const product = store.products.get(idParam(params.id));
        if (!product) throw notFound();
        const content = ownContent(state, product.contentId);
        const body = await bodyOf(request);
        const configId = idOrIri(body.config_discount_id ?? body.configDiscountId);
        const values = await rewardAssignmentSchema
          .validate(
            {
              mode: configId === undefined ? 'custom' : 'config',
              configDiscountId: configId,
              type: body.type === '' ? undefined : body.type,
              place: body.place === null || body.place === '' ? undefined : body.place,
              code: body.code,
              percent: body.percent,
              description: body.description,
              validityStartAt: body.validity_start_at ?? body.validityStartAt,
              validityEndAt: body.validity_end_at ?? body.validityEndAt,
            },
            { abortEarly: false, stripUnknown: true, context: { allowedTypes: state.shop.discountTypes } },
          )
          .catch((error: unknown) => {
            if (error instanceof ValidationError)
              throw unprocessable('form.reward_form.error', violationsOf(error));
            throw error;
          });
        if (state.assignedRewards.some((reward) => reward.mediaId === content.id)) {
          throw new Problem(409, 'form.reward_form.error');
        }
        const config =
          configId === undefined ? undefined : state.configRewards.find((reward) => reward.id === configId);
        if (
          configId !== undefined &&
          (!config ||
            !isWithinValidity(
              FIXED_NOW,
              config.validity_start_at,
              config.validity_end_at,
              state.shop.timeZone,
            ) ||
            !config.socialContentTypes.includes(content.type))
        ) {
          throw unprocessable('form.reward_form.error', [
            { propertyPath: 'configDiscountId', message: 'form.reward_form.config_discount.error' },
          ]);
        }
        if (state.shop.quota !== null && (state.shop.quotaRemaining ?? 0) <= 0) {
          throw new Problem(409, 'errors.quota_exhausted');
        }
        if (config && config.quantity !== null && config.quantityAllocated >= config.quantity) {
          throw new Problem(409, 'errors.config_discount_exhausted');
        }
        const type = (config?.type ?? values.type) as RewardType;
        const id = nextId(state.assignedRewards);
        const reward: AssignedReward = {
          '@id': `/discounts/${id}`,
          '@type': 'Discount',
          id,
          username: content.author_username,
          mediaId: content.id,
          mediaType: content.media_type,
          createdAt: nowIso(),
          type,
          place: config?.place ?? values.place,
          description: config ? config.description : blankToNull(values.description),
          code: config ? config.code : blankToNull(values.code),
          amount_in_percent: type === 'percent' ? (config ? config.percent : (values.percent ?? null)) : null,
          validity_start_at: config ? config.validity_start_at : blankToNull(values.validityStartAt),
          validity_end_at: config ? config.validity_end_at : blankToNull(values.validityEndAt),
          status: 'assigned',
          useRequestedAt: null,
          usedAt: null,
          refusedAt: null,
          permalink: content.permalink,
          configDiscountId: config?.id ?? null,
          notifiedAt: null,
        };
        state.assignedRewards.unshift(reward);
        if (state.shop.quotaRemaining !== null) state.shop.quotaRemaining -= 1;
        if (config)
          Object.assign(
            config,
            withQuantities({ ...config, quantityAllocated: config.quantityAllocated + 1 }),
          );
        product.approvedAt = nowIso();
        return json({
          ...reward,
          comment: rewardCommentText(
            content.author_username,
            REWARD_COMMENT_TEMPLATE,
            rewardName({ ...reward, percent: reward.amount_in_percent }) ?? reward.type,
          ),
          claimLink: `https://app.merci.shop/api/customer/discounts/use_request?token=claim-${id}`,
        });
      },
    },
    ...(['accept', 'refuse'] as const).map((decision): Route => ({
      method: 'put',
      path: `/discounts/:id/${decision}`,
      resolve: ({ params, state }) => {
        const id = idParam(params.id);
        const reward = state.assignedRewards.find((candidate) => candidate.id === id);
        if (!reward) throw notFound();
        if (reward.status !== 'use_requested') throw new Problem(409, 'discount.errors.status');
        if (decision === 'accept') Object.assign(reward, { status: 'used', usedAt: nowIso() });
        else Object.assign(reward, { status: 'refused', refusedAt: nowIso() });
        return json(reward);
      },
    })),
    {
      method: 'put',
      path: '/discounts/:id/notified',
      resolve: async ({ request, params, state }) => {
        const id = idParam(params.id);
        const reward = state.assignedRewards.find((candidate) => candidate.id === id);
        if (!reward) throw notFound();
        const { notified } = await bodyOf(request);
        if (typeof notified !== 'boolean') {
          throw unprocessable('errors.validation', [
            {
              propertyPath: 'notified',
              message: notified === undefined ? 'errors.required' : 'errors.invalid_type',
            },
          ]);
        }
        // Marking twice keeps the first moment the author was told, as the API does.
        reward.notifiedAt = notified ? (reward.notifiedAt ?? nowIso()) : null;
        return json(reward);
      },
    },
  ],
  automations: [
    {
      method: 'get',
      path: '/shops/:shopId/social_automations',
      resolve: (context) => {
        ownShop(context);
        const { url, state } = context;
        const items = byCreatedAt(
          state.automations.filter((automation) => automation.deletedAt === null),
          createdAtOrder(url),
        );
        return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
      },
    },
    {
      method: 'post',
      path: '/social_automations',
      resolve: async ({ request, state }) => {
        const fields = await automationFields(state, await bodyOf(request), 'automation.errors.create');
        const id = nextId(state.automations);
        const automation: Automation = {
          '@id': `/social_automations/${id}`,
          '@type': 'SocialAutomation',
          id,
          ...fields,
          suspendedAt: null,
          deletedAt: null,
          sentCount: 0,
          nextDueAt: null,
          shop: state.shop['@id'],
          createdAt: nowIso(),
        };
        state.automations.push(automation);
        return json(automation, 201);
      },
    },
    {
      method: 'get',
      path: '/social_automations/:id',
      resolve: ({ params, state }) => json(ownAutomation(state, params.id, 'automation.errors.get')),
    },
    {
      method: 'put',
      path: '/social_automations/:id',
      resolve: async ({ request, params, state }) => {
        const automation = ownAutomation(state, params.id, 'automation.errors.update');
        Object.assign(
          automation,
          await automationFields(state, await bodyOf(request), 'automation.errors.update'),
        );
        return json(automation);
      },
    },
    {
      method: 'patch',
      path: '/social_automations/:id',
      resolve: async ({ request, params, state }) => {
        const body = await bodyOf(request);
        const archiving = 'deletedAt' in body;
        const failure = archiving ? 'automation.errors.archive' : 'automation.errors.activation';
        const automation = ownAutomation(state, params.id, failure);
        const violations: Violation[] = [];
        if ('suspendedAt' in body && body.suspendedAt !== null && !isDate(body.suspendedAt)) {
          violations.push({
            propertyPath: 'suspendedAt',
            message: 'form.automation_form.suspended_at.error',
          });
        }
        if (archiving && !isDate(body.deletedAt)) {
          violations.push({ propertyPath: 'deletedAt', message: 'form.automation_form.deleted_at.error' });
        }
        if (!archiving && !('suspendedAt' in body)) {
          violations.push({
            propertyPath: 'suspendedAt',
            message: 'form.automation_form.suspended_at.error',
          });
        }
        if (violations.length > 0) throw unprocessable(failure, violations);
        if ('suspendedAt' in body) automation.suspendedAt = body.suspendedAt as string | null;
        // A suspended automation has nothing due (the API cancels its scheduled messages).
        if (automation.suspendedAt !== null) automation.nextDueAt = null;
        if (archiving) automation.deletedAt = body.deletedAt as string;
        return json(automation);
      },
    },
    {
      method: 'delete',
      path: '/social_automations/:id',
      resolve: ({ params, state }) => {
        const automation = ownAutomation(state, params.id, 'automation.errors.delete', true);
        state.automations.splice(state.automations.indexOf(automation), 1);
        return noContent();
      },
    },
  ],
  todo: [
    {
      method: 'get',
      path: '/shops/:shopId/todo',
      resolve: (context) => {
        ownShop(context);
        return json(shopTodo(context.store, context.scenario === 'empty'));
      },
    },
  ],
  admin: [
    {
      method: 'get',
      path: '/admin/shops',
      resolve: (context) => {
        operatorOnly(context);
        const { url, state } = context;
        const status = query(url, 'status');
        if (status !== undefined && !(ADMIN_STATUSES as readonly string[]).includes(status)) {
          throw badRequest([{ propertyPath: 'status', message: 'errors.invalid_choice' }]);
        }
        const search = query(url, 'q')?.trim().toLowerCase();
        const shops = byCreatedAt(state.adminShops, 'desc').filter(
          (shop) =>
            (status === undefined || adminStatusOf(shop) === status) &&
            (!search ||
              shop.name.toLowerCase().includes(search) ||
              (shop.ownerEmail ?? '').toLowerCase().includes(search)),
        );
        return json(hydraPage(url, shops.map(adminShopSummary), pageOf(url, PAGE_SIZE.default)));
      },
    },
    {
      method: 'get',
      path: '/admin/shops/:id',
      resolve: (context) => {
        operatorOnly(context);
        return json(adminShopOf(context.state, context.params.id));
      },
    },
    {
      method: 'post',
      path: '/admin/shops/:id/validate',
      resolve: async (context) => {
        const operator = operatorOnly(context);
        const shop = adminShopOf(context.state, context.params.id);
        if (shop.validated) throw new Problem(409, 'admin.errors.already_validated');
        const plan = await adminPlanOf(context.state, await bodyOf(context.request));
        const before = { validated: false, ...planFields(shop) };
        Object.assign(shop, {
          validated: true,
          validatedAt: nowIso(),
          plan: plan.offerType,
          subscriptionType: plan.subscriptionType,
          discountTypes: plan.discountTypes,
          quota: plan.quota,
          quotaRemaining: plan.quota === null ? null : Math.max(0, plan.quota - shop.quotaUsed),
          quotaRenewsAt: plan.quota === null ? null : nextMonthStart(FIXED_NOW, shop.timeZone).toISOString(),
        });
        audit(shop, operator, 'validate', { before, after: { validated: true, ...planFields(shop) } });
        return json(shop);
      },
    },
    {
      method: 'post',
      path: '/admin/shops/:id/plan',
      resolve: async (context) => {
        const operator = operatorOnly(context);
        const shop = adminShopOf(context.state, context.params.id);
        if (!shop.validated) throw new Problem(409, 'admin.errors.not_validated');
        const plan = await adminPlanOf(context.state, await bodyOf(context.request));
        const before = planFields(shop);
        // At once: this month's remaining quota moves by the difference, never below 0.
        const remaining =
          plan.quota === null
            ? null
            : shop.quota === null || shop.quotaRemaining === null
              ? plan.quota - shop.quotaUsed
              : shop.quotaRemaining + plan.quota - shop.quota;
        Object.assign(shop, {
          plan: plan.offerType,
          subscriptionType: plan.subscriptionType,
          discountTypes: plan.discountTypes,
          quota: plan.quota,
          quotaRemaining: remaining === null ? null : Math.max(0, remaining),
          quotaRenewsAt: plan.quota === null ? null : nextMonthStart(FIXED_NOW, shop.timeZone).toISOString(),
        });
        audit(shop, operator, 'change_plan', { before, after: planFields(shop) });
        return json(shop);
      },
    },
    {
      method: 'post',
      path: '/admin/shops/:id/suspend',
      resolve: async (context) => {
        const operator = operatorOnly(context);
        const shop = adminShopOf(context.state, context.params.id);
        if (shop.suspended) throw new Problem(409, 'admin.errors.already_suspended');
        const reason = await adminReasonOf(context.request);
        Object.assign(shop, { suspended: true, suspendedAt: nowIso(), suspensionReason: reason });
        audit(shop, operator, 'suspend', {
          before: { suspended: false },
          after: { suspended: true },
          reason,
        });
        return json(shop);
      },
    },
    {
      method: 'post',
      path: '/admin/shops/:id/reinstate',
      resolve: async (context) => {
        const operator = operatorOnly(context);
        const shop = adminShopOf(context.state, context.params.id);
        if (!shop.suspended) throw new Problem(409, 'admin.errors.not_suspended');
        const reason = await adminReasonOf(context.request);
        const before = { suspended: true, suspensionReason: shop.suspensionReason };
        Object.assign(shop, { suspended: false, suspendedAt: null, suspensionReason: null });
        audit(shop, operator, 'reinstate', {
          before,
          after: { suspended: false },
          reason,
        });
        return json(shop);
      },
    },
  ],
};

/** What `empty` leaves out of each group: the shop and its owner stay, their lists go. */
const EMPTY_GROUP: Record<ApiGroup, (seed: MockSeed) => void> = {
  auth: () => {},
  owner: () => {},
  shop: () => {},
  categories: (seed) => {
    seed.categories = [];
  },
  offers: (seed) => {
    seed.offers = [];
  },
  notifications: (seed) => {
    seed.notifications = [];
  },
  social: (seed) => {
    seed.socialAccounts = [];
    seed.socialContents = [];
    seed.authorEmails = {};
  },
  configRewards: (seed) => {
    seed.configRewards = [];
  },
  rewards: (seed) => {
    seed.assignedRewards = [];
  },
  automations: (seed) => {
    seed.automations = [];
  },
  // Computed from the other groups: its `empty` is nothing left to do (see shopTodo).
  todo: () => {},
  admin: (seed) => {
    seed.adminShops = [];
  },
};

const scenarioOf = (scenarios: Scenarios, group: ApiGroup): Scenario =>
  typeof scenarios === 'string' ? scenarios : (scenarios[group] ?? scenarios.default ?? 'full');

function hasBearerToken(request: Request): boolean {
  return /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
}

// A relative base ('/api') matches on any origin, so that the same handlers serve the browser
// (Storybook) and Node (unit tests, where relative paths have nothing to resolve against).
const HANDLER_BASE = API_BASE.startsWith('/') ? `*${API_BASE}` : API_BASE;

function toHandler(route: Route, scenario: Scenario, store: MockStore): HttpHandler {
  return http[route.method](`${HANDLER_BASE}${route.path}`, async ({ request, params }) => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return problemResponse(new Problem(500, 'errors.http'));
    if (!route.isPublic && !hasBearerToken(request)) {
      return problemResponse(new Problem(401, 'errors.unauthorized'));
    }
    // As the API's session hook: a suspended shop reads everything and changes nothing, but for
    // the few changes that do not touch its business.
    if (
      route.method !== 'get' &&
      !route.isPublic &&
      !route.allowedWhileSuspended &&
      store.state.shop.suspension
    ) {
      return problemResponse(new Problem(403, 'errors.shop_suspended'));
    }
    try {
      return await route.resolve({
        request,
        url: new URL(request.url),
        params: params as Record<string, string>,
        store,
        state: store.state,
        scenario,
      });
    } catch (error) {
      if (error instanceof Problem) return problemResponse(error);
      if (error instanceof ValidationError) {
        return problemResponse(unprocessable('errors.validation', violationsOf(error)));
      }
      if (error instanceof SyntaxError) return problemResponse(new Problem(400, 'errors.bad_request'));
      throw error;
    }
  });
}

/**
 * The mock API: handlers for every call of SPEC §7, grouped by resource, each group in its
 * scenario. `mockApi()` is a shop in full swing; `mockApi('empty')` a new one;
 * `mockApi({ default: 'full', notifications: 'error' })` fails the notifications only.
 */
export function mockApi(
  scenarios: Scenarios = 'full',
  { seed, isDemo = false }: MockApiOptions = {},
): MockApiHandlers {
  const store = new MockStore(() => {
    const initial = { ...fullSeed(), ...seed };
    for (const group of API_GROUPS) if (scenarioOf(scenarios, group) === 'empty') EMPTY_GROUP[group](initial);
    return initial;
  }, isDemo);
  stores.add(store);
  return Object.fromEntries(
    API_GROUPS.map((group) => [
      group,
      ROUTES[group].map((route) => toHandler(route, scenarioOf(scenarios, group), store)),
    ]),
  ) as MockApiHandlers;
}
