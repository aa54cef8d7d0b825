import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemBody } from '@merci/domain';
import { clearSession, getSession, saveSession } from '../session/session';
import { ApiError, apiPath, apiRequest, buildQuery, fromHydra, idOf } from './client';

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('omits empty query values and keeps the bracketed keys of SPEC §7', () => {
    expect(
      buildQuery({
        'order[createdAt]': 'desc',
        page: 1,
        type: '',
        'likeCount[gte]': 0,
        authorUsername: undefined,
      }),
    ).toBe('?order%5BcreatedAt%5D=desc&page=1&likeCount%5Bgte%5D=0');
    expect(apiPath('/categories')).toBe('/categories');
  });

  it('sends the bearer token on authenticated calls only', async () => {
    saveSession('jwt-token');
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { ok: true })));
    await apiRequest('/users/me');
    await apiRequest('/categories', { isPublic: true });
    const [firstUrl, first] = fetchMock.mock.calls[0] ?? [];
    const [, second] = fetchMock.mock.calls[1] ?? [];
    expect(firstUrl).toBe('/api/users/me');
    expect(new Headers(first?.headers).get('authorization')).toBe('Bearer jwt-token');
    expect(new Headers(second?.headers).get('authorization')).toBeNull();
  });

  it('sends JSON bodies with their content type', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest('/social_automations/3', {
      method: 'PATCH',
      body: { suspendedAt: null },
      contentType: 'application/vnd.api+json',
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"suspendedAt":null}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/vnd.api+json');
  });

  it("turns a failure into an ApiError with the server's message key and violations", async () => {
    fetchMock.mockResolvedValue(
      answer(
        422,
        problemBody(422, 'errors.validation', [
          { propertyPath: 'code', message: 'reward.fields.code.error' },
        ]),
      ),
    );
    const error = await apiRequest('/config_discount_codes', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      messageKey: 'errors.validation',
      violations: [{ propertyPath: 'code' }],
    });
  });

  it('falls back to the caller’s key when the answer carries none, and to status 0 offline', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/shops/1', { errorKey: 'shop.errors.get' })).rejects.toMatchObject({
      status: 502,
      messageKey: 'shop.errors.get',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/shops/1')).rejects.toMatchObject({ status: 0, messageKey: 'errors.http' });
  });

  it('logs out on a 401 of an authenticated call, not of a public one', async () => {
    saveSession('refused-token');
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(401, problemBody(401, 'account.errors.signin'))),
    );
    await expect(apiRequest('/v1/oauth', { method: 'POST', body: {}, isPublic: true })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(getSession().token).toBe('refused-token');
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBeNull();
  });

  it('keeps a new session when a 401 answers a call sent before it', async () => {
    saveSession('old-token');
    let answerLate: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerLate = resolve)));
    const late = apiRequest('/users/me');
    saveSession('new-token');
    answerLate(answer(401, problemBody(401)));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('new-token');
  });

  it('reads hydra collections as items and total, and ids from IRIs', () => {
    expect(
      fromHydra({ '@type': 'hydra:Collection', 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 31 }),
    ).toEqual({
      items: [{ id: 1 }],
      total: 31,
    });
    expect(idOf('/shops/12')).toBe(12);
    expect(idOf(7)).toBe(7);
  });
});
