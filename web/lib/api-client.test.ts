import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api, apiRequest, setUnauthorizedHandler } from './api-client';
import { STORAGE_KEYS } from './storage';
import { fakeToken, installMemoryStorage } from './test-support';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('apiRequest', () => {
  let storage: Storage;
  let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    storage = installMemoryStorage();
    onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('sends JSON with the JWT scheme', async () => {
    const token = fakeToken({ user_id: 1, exp: nowSeconds() + 3600 });
    storage.setItem(STORAGE_KEYS.accessToken, token);
    fetchMock.mockResolvedValue(json(200, { amount_available: 12.5 }));
    await expect(apiRequest('/auth/balance/')).resolves.toEqual({ amount_available: 12.5 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/balance/');
    expect((init.headers as Record<string, string>).Authorization).toBe(`JWT ${token}`);
  });

  it('throws ApiError with the server error text', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Too many attempts' }));
    const failure = await apiRequest('/auth/login/', {
      method: 'POST',
      body: {},
      auth: false,
    }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, serverMessage: 'Too many attempts' });
  });

  it('sends the Idempotency-Key header of a money-moving request, and none otherwise', async () => {
    fetchMock.mockImplementation(async () => json(200, { amount_avalaible: 10 }));
    await api.post('/admin/agents/1/deposit/', { amount: 10 }, { idempotencyKey: 'k-1' });
    await api.get('/auth/balance/');
    const [first, second] = fetchMock.mock.calls as [string, RequestInit][];
    expect((first![1].headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    expect(second![1].headers as Record<string, string>).not.toHaveProperty('Idempotency-Key');
  });

  it('throws NetworkError when no answer comes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x/', { auth: false })).rejects.toBeInstanceOf(NetworkError);
  });

  it('on a 401 clears the stored session and hands over to the unauthorized handler', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 3600 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r');
    storage.setItem(STORAGE_KEYS.userData, '{"role":"admin"}');
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid token' }));
    await expect(apiRequest('/auth/me/')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refreshes a token about to expire, once for concurrent calls', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 30 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const fresh = fakeToken({ user_id: 1, exp: nowSeconds() + 3600 });
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/refresh/') ? json(200, { access: fresh }) : json(200, { ok: true }),
    );
    await Promise.all([apiRequest('/a/'), apiRequest('/b/')]);
    const urls = fetchMock.mock.calls.map((call) => call[0] as string);
    expect(urls.filter((url) => url.endsWith('/auth/refresh/'))).toHaveLength(1);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    const last = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect((last[1].headers as Record<string, string>).Authorization).toBe(`JWT ${fresh}`);
  });

  it('logs out when the refresh is refused', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 30 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'revoked');
    fetchMock.mockResolvedValue(json(401, { error: 'Token revoked' }));
    await expect(apiRequest('/a/')).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('treats 431 (headers too large: a huge stored token) like a dead session', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 3600 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r');
    fetchMock.mockResolvedValue(new Response('', { status: 431 }));
    await expect(apiRequest('/auth/me/')).rejects.toMatchObject({ status: 431 });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not send a 2 MB token at all: the session is dead', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, 'x'.repeat(2 * 1024 * 1024));
    storage.setItem(STORAGE_KEYS.userData, '{"role":"admin"}');
    await expect(apiRequest('/auth/me/')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the rotated refresh token the server answers', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 30 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const fresh = fakeToken({ user_id: 1, exp: nowSeconds() + 3600 });
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/refresh/')
        ? json(200, { access: fresh, refresh: 'r2' })
        : json(200, { ok: true }),
    );
    await apiRequest('/a/');
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('uses the tokens another tab refreshed while this one waited, instead of reusing the spent one', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: nowSeconds() + 30 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const fromOtherTab = fakeToken({ user_id: 1, exp: nowSeconds() + 3600 });
    // The lock is granted after the other tab finished: storage already holds its tokens.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, callback: () => Promise<unknown>) => {
          storage.setItem(STORAGE_KEYS.accessToken, fromOtherTab);
          storage.setItem(STORAGE_KEYS.refreshToken, 'r2');
          return callback();
        },
      },
    });
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('/a/');
    const urls = fetchMock.mock.calls.map((call) => call[0] as string);
    expect(urls).toEqual(['/api/v1/a/']);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe(`JWT ${fromOtherTab}`);
  });

  it('keeps the session when a refresh meets a busy server or a database outage', async () => {
    const current = fakeToken({ user_id: 1, exp: nowSeconds() + 30 });
    storage.setItem(STORAGE_KEYS.accessToken, current);
    storage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/refresh/')
        ? json(503, { error: 'Service unavailable', code: 'service_unavailable' })
        : json(200, { ok: true }),
    );
    await expect(apiRequest('/a/')).resolves.toEqual({ ok: true });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(current);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
