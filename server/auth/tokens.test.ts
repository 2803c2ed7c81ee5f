import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

// Access tokens that verified once are recognised again without a new signature check; that must
// never let an expired or altered token through.

const user = { id: 7, username: 'till-1', role: 'cashier' as const, agent_id: 2, cashier_id: 3 };
const service = () =>
  createTokenService({ secret: 'a'.repeat(43), accessTtlSeconds: 60, refreshTtlSeconds: 600 });

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccess', () => {
  it('accepts a token it accepted before until its expiry, not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = service();
    const access = await tokens.signAccess(user, { sid: 's1' });
    expect((await tokens.verifyAccess(access))?.user_id).toBe(7);
    vi.advanceTimersByTime(30_000);
    expect((await tokens.verifyAccess(access))?.sid).toBe('s1');
    vi.advanceTimersByTime(31_000);
    expect(await tokens.verifyAccess(access)).toBeNull();
  });

  it('refuses an altered copy of a token it accepted, and a token of another secret', async () => {
    const tokens = service();
    const access = await tokens.signAccess(user, { sid: 's1' });
    expect(await tokens.verifyAccess(access)).not.toBeNull();
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBeNull();
    const other = createTokenService({
      secret: 'b'.repeat(43),
      accessTtlSeconds: 60,
      refreshTtlSeconds: 600,
    });
    expect(await tokens.verifyAccess(await other.signAccess(user, { sid: 's1' }))).toBeNull();
    expect(await tokens.verifyAccess(access)).not.toBeNull();
  });
});
