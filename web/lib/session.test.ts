import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSession, saveSession } from './session';
import { STORAGE_KEYS, readAccessToken } from './storage';
import { fakeToken, installMemoryStorage } from './test-support';

const NOW = 1_700_000_000;
const claims = {
  user_id: 7,
  username: 'till1',
  role: 'cashier',
  agent_id: 2,
  cashier_id: 5,
  exp: NOW + 3600,
};

describe('restoreSession (SPEC section 4)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installMemoryStorage();
  });

  it('is signed out without a token', () => {
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 1, username: 'x', role: 'admin' }));
    expect(restoreSession(NOW)).toBeNull();
  });

  it('takes token plus saved user data as signed in', () => {
    storage.setItem(STORAGE_KEYS.accessToken, 'opaque');
    storage.setItem(
      STORAGE_KEYS.userData,
      JSON.stringify({ id: 3, username: 'ag', role: 'agent', agent_id: 3 }),
    );
    expect(restoreSession(NOW)).toMatchObject({
      id: 3,
      username: 'ag',
      role: 'agent',
      agent_id: 3,
    });
  });

  it('reads the token under any of its three keys', () => {
    storage.setItem(STORAGE_KEYS.accessTokenAlias, fakeToken(claims));
    expect(restoreSession(NOW)).toMatchObject({ id: 7, role: 'cashier' });
  });

  it('decodes a token alone and accepts it while unexpired', () => {
    storage.setItem(STORAGE_KEYS.tokenAlias, fakeToken(claims));
    expect(restoreSession(NOW)).toEqual({
      id: 7,
      username: 'till1',
      role: 'cashier',
      agent_id: 2,
      cashier_id: 5,
    });
  });

  it('clears an expired token', () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ ...claims, exp: NOW - 1 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'r');
    expect(restoreSession(NOW)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('logs out on an undecodable token or one without user_id', () => {
    storage.setItem(STORAGE_KEYS.accessToken, 'not-a-token');
    expect(restoreSession(NOW)).toBeNull();
    expect(readAccessToken()).toBeNull();
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ ...claims, user_id: undefined }));
    expect(restoreSession(NOW)).toBeNull();
  });

  it('ignores broken saved user data and falls back to the token', () => {
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken(claims));
    storage.setItem(STORAGE_KEYS.userData, '{broken');
    expect(restoreSession(NOW)).toMatchObject({ id: 7, username: 'till1' });
  });

  it('saves tokens and user under the SPEC keys', () => {
    const user = { id: 1, username: 'boss', role: 'admin', agent_id: null, cashier_id: null };
    saveSession({ access: 'a', refresh: 'r', user });
    expect(storage.getItem('accessToken')).toBe('a');
    expect(storage.getItem('refreshToken')).toBe('r');
    expect(JSON.parse(storage.getItem('userData') ?? '')).toEqual(user);
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(user);
  });

  it('treats an oversized stored token as no session and clears it', () => {
    storage.setItem(STORAGE_KEYS.accessToken, 'x'.repeat(2 * 1024 * 1024));
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 1, username: 'x', role: 'admin' }));
    expect(restoreSession(NOW)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });
});
