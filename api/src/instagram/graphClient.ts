import { createHmac } from 'node:crypto';

/**
 * A small client of Meta's Graph API for what merci needs from Instagram: connecting an account
 * (token exchange, pages, business account), reading the publications that tag or mention it, and
 * replying to story mentions in private (the Send API).
 * Rate limits and transient failures are retried a bounded number of times with a back-off that
 * follows Meta's usage headers; every other failure is a `GraphError` the caller can classify.
 */

/**
 * The Graph API version merci is written against: Meta's newest (developers.facebook.com/docs/graph-api/changelog).
 * Every call and the login dialog use one version, GRAPH_API_VERSION when set.
 */
export const DEFAULT_GRAPH_VERSION = 'v26.0';

export interface GraphClientOptions {
  /** Origin of the Graph API. @default 'https://graph.facebook.com' */
  baseUrl: string;
  /** Version segment of every path, the login dialog's too. @default DEFAULT_GRAPH_VERSION */
  version: string;
  appId?: string | undefined;
  /** Needed for the token exchange; also signs each call with `appsecret_proof`. */
  appSecret?: string | undefined;
  /** Retries after a rate limit or a transient failure. @default 3 */
  maxRetries?: number;
  /** First back-off delay, doubled on each retry. @default 1000 */
  retryDelayMs?: number;
  /** Longest single wait, whatever Meta's headers ask for. @default 60000 */
  maxRetryDelayMs?: number;
  /** Time limit of one HTTP call. @default 15000 */
  timeoutMs?: number;
  /** Most pages read from one list (a guard against an endless `paging.next`). @default 50 */
  maxPages?: number;
}

const stoppedError = () => new GraphError('The API is stopping', 'transient', 0);

/**
 * `refused`: Meta refuses what merci asked for, whatever the object — a field it does not know
 * (code 100, "nonexisting field") or a permission the app or the person lacks (code 10, 200–299).
 * Retrying changes nothing and it is not about one publication: ours to fix, and to be seen.
 */
export type GraphErrorKind = 'token' | 'rate_limit' | 'transient' | 'not_found' | 'refused' | 'other';

/** A failed Graph call, classified; `message` is Meta's text and never holds a token. */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly kind: GraphErrorKind,
    readonly status: number,
    readonly code?: number,
    readonly subcode?: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

/** Error codes Meta documents for throttling: app, user, page and custom (Instagram) limits. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const isBusinessUseCaseLimit = (code: number) => code >= 80001 && code <= 80014;

interface GraphErrorBody {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    is_transient?: boolean;
  };
}

function classify(status: number, body: GraphErrorBody): GraphError {
  const error = body.error ?? {};
  const code = error.code;
  const message = error.message ?? `Graph API answered HTTP ${status}`;
  let kind: GraphErrorKind = 'other';
  if (code === 190 || code === 102) kind = 'token';
  else if (
    status === 429 ||
    (code !== undefined && (RATE_LIMIT_CODES.has(code) || isBusinessUseCaseLimit(code)))
  )
    kind = 'rate_limit';
  else if (status >= 500 || error.is_transient === true || code === 1 || code === 2) kind = 'transient';
  else if (
    // 10 with 2534022 is the Send API's closed messaging window: about one person, not a permission.
    (code === 10 && error.error_subcode !== 2534022) ||
    (code !== undefined && code >= 200 && code <= 299) ||
    (code === 100 && /nonexisting field/i.test(message))
  )
    kind = 'refused';
  else if (code === 100 || code === 803 || status === 404) kind = 'not_found';
  return new GraphError(message, kind, status, code, error.error_subcode);
}

/** What Meta's usage headers say: the highest share of a limit in use, and when access returns. */
export interface GraphUsage {
  /** 0–100, the highest of call count, CPU time and total time over every header. */
  percent: number;
  /** Minutes until a blocked app or account may call again (Business Use Case header), or 0. */
  regainAccessMinutes: number;
}

/** Reads `X-App-Usage` and `X-Business-Use-Case-Usage` (JSON); malformed values count as 0. */
export function parseUsage(headers: Headers): GraphUsage {
  const usage: GraphUsage = { percent: 0, regainAccessMinutes: 0 };
  const take = (record: unknown) => {
    if (!record || typeof record !== 'object') return;
    const values = record as Record<string, unknown>;
    for (const key of ['call_count', 'total_cputime', 'total_time', 'acc_id_util_pct']) {
      const value = Number(values[key]);
      if (Number.isFinite(value)) usage.percent = Math.max(usage.percent, value);
    }
    const regain = Number(values.estimated_time_to_regain_access);
    if (Number.isFinite(regain)) usage.regainAccessMinutes = Math.max(usage.regainAccessMinutes, regain);
  };
  const parse = (name: string): unknown => {
    const text = headers.get(name);
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  take(parse('x-app-usage'));
  const business = parse('x-business-use-case-usage');
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      if (Array.isArray(entries)) entries.forEach(take);
    }
  }
  return usage;
}

/** Fields read on an Instagram media (the tags edge and `mentioned_media`). */
export const MEDIA_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_product_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'like_count',
  'comments_count',
  'timestamp',
  'username',
] as const;

/**
 * Fields read on a caption mention: those "Mentioned Media" (Instagram Platform reference,
 * `ig-user/mentioned_media`) documents. `permalink`, `thumbnail_url` and `media_product_type` are
 * not among them, and Meta refuses a field it does not list (error 100, "nonexisting field").
 */
export const MENTIONED_MEDIA_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_url',
  'like_count',
  'comments_count',
  'timestamp',
  'username',
] as const;

/**
 * Page fields merci subscribes its app to on the merchant's Page. Meta sends an Instagram
 * account's webhooks (the app's `mentions` and `messages` fields, chosen in the App Dashboard)
 * only once its Page subscribed the app to a Page field ("Set Up Webhooks for Instagram": "subscribing
 * to any Page field"); `messages` is the one of the Messenger Platform's Instagram webhooks.
 */
export const PAGE_SUBSCRIBED_FIELDS = ['messages'] as const;

/** One app subscribed to a Page's webhooks (`GET /{page-id}/subscribed_apps`). */
export interface GraphSubscribedApp {
  id: string;
  name?: string;
  subscribed_fields?: string[];
}

export interface GraphMedia {
  id: string;
  caption?: string;
  media_type?: string;
  media_product_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
  like_count?: number;
  comments_count?: number;
  timestamp?: string;
  username?: string;
}

export interface GraphPage {
  id: string;
  name: string;
  access_token?: string;
  instagram_business_account?: { id: string };
}

export interface InstagramProfile {
  id: string;
  username: string;
  name?: string;
  website?: string;
  profile_picture_url?: string;
  media_count?: number;
  followers_count?: number;
}

interface GraphList<T> {
  data?: T[];
  paging?: { next?: string };
}

export class GraphClient {
  private readonly origin: string;
  private readonly options: Required<Omit<GraphClientOptions, 'appId' | 'appSecret'>> &
    Pick<GraphClientOptions, 'appId' | 'appSecret'>;
  /** Aborted when the API stops: calls in flight and back-off waits end at once. */
  private readonly stopping = new AbortController();
  /** Set after a response shows a limit nearly reached: later calls wait until then. */
  private pauseUntil = 0;
  /** The usage reported by the last response. */
  lastUsage: GraphUsage = { percent: 0, regainAccessMinutes: 0 };

  constructor(options: GraphClientOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.options = {
      maxRetries: 3,
      retryDelayMs: 1000,
      maxRetryDelayMs: 60_000,
      timeoutMs: 15_000,
      maxPages: 50,
      ...options,
    };
  }

  /** Ends the calls in flight and refuses new ones (a `transient` GraphError). */
  close(): void {
    this.stopping.abort();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const { signal } = this.stopping;
      if (signal.aborted) return reject(stoppedError());
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(stoppedError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Whether the app's id and secret are set, which exchanging or renewing a token needs. */
  get canExchangeTokens(): boolean {
    return Boolean(this.options.appId && this.options.appSecret);
  }

  /** The short-lived token of the login dialog → a long-lived user token (about 60 days). */
  async exchangeToken(
    shortLivedToken: string,
  ): Promise<{ accessToken: string; expiresInSeconds: number | null }> {
    const { appId, appSecret } = this.options;
    if (!appId || !appSecret)
      throw new GraphError('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are not set', 'other', 0);
    const body = await this.get<{ access_token?: string; expires_in?: number }>('/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: appId,
      client_secret: appSecret,
      fb_exchange_token: shortLivedToken,
    });
    if (!body.access_token) throw new GraphError('The token exchange returned no access token', 'other', 200);
    return {
      accessToken: body.access_token,
      expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : null,
    };
  }

  /**
   * A long-lived user token still valid → a new long-lived token and its `expires_in`. Meta asks
   * apps that do not use its SDKs to renew tokens themselves, but documents the
   * `fb_exchange_token` grant for a short-lived token only: the answer may end when the exchanged
   * token does (ADR 025), and the caller compares. An expired or revoked token answers 190 and only
   * the login dialog can replace it. The app authenticates with its secret, as "Require App
   * Secret" accepts.
   */
  async refreshUserToken(
    longLivedToken: string,
  ): Promise<{ accessToken: string; expiresInSeconds: number | null }> {
    return this.exchangeToken(longLivedToken);
  }

  /** The Pages the user administers, with their linked Instagram business account if any. */
  async listPages(userToken: string): Promise<GraphPage[]> {
    const pages: GraphPage[] = [];
    for await (const batch of this.list<GraphPage>(
      '/me/accounts',
      { fields: 'id,name,access_token,instagram_business_account' },
      userToken,
    )) {
      pages.push(...batch);
    }
    return pages;
  }

  async getInstagramProfile(igUserId: string, token: string): Promise<InstagramProfile> {
    return this.get<InstagramProfile>(
      `/${encodeURIComponent(igUserId)}`,
      { fields: 'id,username,name,website,profile_picture_url,media_count,followers_count' },
      token,
    );
  }

  /** Publications where the account is tagged, newest first, one page at a time. */
  taggedMedia(igUserId: string, token: string): AsyncGenerator<GraphMedia[]> {
    return this.list<GraphMedia>(
      `/${encodeURIComponent(igUserId)}/tags`,
      { fields: MEDIA_FIELDS.join(','), limit: '50' },
      token,
    );
  }

  /**
   * A publication that mentions the account in its caption. Meta has no list of those: their ids
   * arrive by the `mentions` webhook, and this reads one (also to refresh its counts).
   */
  async mentionedMedia(igUserId: string, mediaId: string, token: string): Promise<GraphMedia> {
    if (!/^\d+$/.test(mediaId)) throw new GraphError('A media id is made of digits', 'not_found', 0);
    const body = await this.get<{ mentioned_media?: GraphMedia }>(
      `/${encodeURIComponent(igUserId)}`,
      { fields: `mentioned_media.media_id(${mediaId}){${MENTIONED_MEDIA_FIELDS.join(',')}}` },
      token,
    );
    if (!body.mentioned_media?.id)
      throw new GraphError(`Media ${mediaId} is not available`, 'not_found', 200);
    return body.mentioned_media;
  }

  /** The Page's own token, which the messaging endpoints ask for. */
  async pageAccessToken(pageId: string, userToken: string): Promise<string> {
    const body = await this.get<{ access_token?: string }>(
      `/${encodeURIComponent(pageId)}`,
      { fields: 'access_token' },
      userToken,
    );
    if (!body.access_token) throw new GraphError(`No access token for Page ${pageId}`, 'token', 200);
    return body.access_token;
  }

  /**
   * Subscribes the app to the Page's webhooks ("Page Subscribed Apps": POST with the Page's own
   * token, `pages_manage_metadata`), so that Meta delivers its Instagram account's events.
   */
  async subscribePage(pageId: string, pageToken: string): Promise<void> {
    const body = await this.call<{ success?: boolean }>(
      this.url(`/${encodeURIComponent(pageId)}/subscribed_apps`, {
        subscribed_fields: PAGE_SUBSCRIBED_FIELDS.join(','),
      }),
      pageToken,
      { method: 'POST' },
    );
    if (body.success !== true) throw new GraphError('The Page subscription was not confirmed', 'other', 200);
  }

  /** Removes the app's subscription to the Page's webhooks (DELETE, the Page's token). */
  async unsubscribePage(pageId: string, pageToken: string): Promise<void> {
    await this.call(this.url(`/${encodeURIComponent(pageId)}/subscribed_apps`, {}), pageToken, {
      method: 'DELETE',
    });
  }

  /** The apps subscribed to the Page's webhooks, as the Page's token sees them. */
  async pageSubscriptions(pageId: string, pageToken: string): Promise<GraphSubscribedApp[]> {
    const body = await this.get<{ data?: GraphSubscribedApp[] }>(
      `/${encodeURIComponent(pageId)}/subscribed_apps`,
      {},
      pageToken,
    );
    return body.data ?? [];
  }

  /** The app's id, to find it among a Page's subscribed apps. */
  get appId(): string | undefined {
    return this.options.appId;
  }

  /** The profile of someone who messaged the account (a story mention's sender), with a Page token. */
  async messagingProfile(senderId: string, token: string): Promise<{ username?: string; name?: string }> {
    return this.get(`/${encodeURIComponent(senderId)}`, { fields: 'name,username' }, token);
  }

  /**
   * Sends a private text reply from the Page to someone who messaged the Instagram account (a story
   * mention opens that conversation for 24 hours). `recipientId` is their Instagram-scoped id; the
   * token is the Page's. Never retried here: a failed send may still have been delivered, so the
   * caller decides when to try again.
   */
  async sendMessage(
    pageId: string,
    recipientId: string,
    text: string,
    pageToken: string,
  ): Promise<{ recipient_id?: string; message_id: string }> {
    const body = await this.call<{ recipient_id?: string; message_id?: string }>(
      this.url(`/${encodeURIComponent(pageId)}/messages`, {}),
      pageToken,
      {
        method: 'POST',
        body: { recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text } },
        retries: 0,
      },
    );
    if (!body.message_id) throw new GraphError('The Send API returned no message id', 'other', 200);
    return { ...body, message_id: body.message_id };
  }

  /** Every page of a list, following `paging.next` on the Graph API's own origin only. */
  async *list<T>(path: string, params: Record<string, string>, token: string): AsyncGenerator<T[]> {
    let url: URL | undefined = this.url(path, params);
    for (let page = 0; url && page < this.options.maxPages; page += 1) {
      const body: GraphList<T> = await this.call<GraphList<T>>(url, token);
      yield body.data ?? [];
      const next = body.paging?.next;
      if (!next) return;
      const nextUrl = new URL(next);
      // The next link carries the token: never send it anywhere but the Graph API.
      if (nextUrl.origin !== this.origin) {
        throw new GraphError('paging.next points outside the Graph API', 'other', 200);
      }
      url = nextUrl;
    }
  }

  async get<T>(path: string, params: Record<string, string>, token?: string): Promise<T> {
    return this.call<T>(this.url(path, params), token);
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`/${this.options.version}${path}`, this.origin);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url;
  }

  private async call<T>(
    target: URL,
    token: string | undefined,
    request: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; retries?: number } = {},
  ): Promise<T> {
    const url = new URL(target);
    if (token) {
      url.searchParams.set('access_token', token);
      if (this.options.appSecret) {
        url.searchParams.set(
          'appsecret_proof',
          createHmac('sha256', this.options.appSecret).update(token).digest('hex'),
        );
      }
    }
    const { retryDelayMs, maxRetryDelayMs } = this.options;
    const maxRetries = request.retries ?? this.options.maxRetries;
    const method = request.method ?? 'GET';
    for (let attempt = 0; ; attempt += 1) {
      const wait = this.pauseUntil - Date.now();
      if (this.stopping.signal.aborted) throw stoppedError();
      if (wait > 0) await this.sleep(wait);
      let failure: GraphError;
      let usage: GraphUsage = { percent: 0, regainAccessMinutes: 0 };
      try {
        const response = await fetch(url, {
          method,
          headers: {
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        });
        usage = parseUsage(response.headers);
        this.lastUsage = usage;
        const text = await response.text();
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = {};
        }
        if (response.ok && !(body as GraphErrorBody).error) {
          // Close to a limit: slow down before Meta blocks the app.
          if (usage.percent >= 95) this.pauseUntil = Date.now() + retryDelayMs;
          return body as T;
        }
        failure = classify(response.status, body as GraphErrorBody);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failure = new GraphError(`Graph API unreachable: ${reason}`, 'transient', 0);
      }
      const retriable = failure.kind === 'rate_limit' || failure.kind === 'transient';
      if (!retriable || attempt >= maxRetries || this.stopping.signal.aborted) throw failure;
      const backoff = retryDelayMs * 2 ** attempt;
      const delay = Math.min(maxRetryDelayMs, Math.max(backoff, usage.regainAccessMinutes * 60_000));
      await this.sleep(delay);
    }
  }
}
