import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestUser } from '../../../tests/support/test-app';

// TOTP second factor for admin and agent: enrol with a confirmation code, recovery codes (single
// use), required at login once enrolled, reset by the admin. SPEC's one-step login keeps working
// for everyone without it.

let admin: Session;
const t = appForFile();
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});

const now = () => Math.floor(Date.now() / 1000);
/** The code an authenticator app shows now, or `steps` periods of 30 s later. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

const post = (path: string, body: unknown, as?: Session | null) =>
  call(t.app, 'POST', `/api/v1/auth${path}`, { as: as ?? null, body });

async function enrol(
  user: TestUser,
): Promise<{ session: Session; secret: string; codes: string[] }> {
  const session = await t.loginAs(user);
  const setup = await post('/two_factor/setup/', { password: user.password }, session);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Bingo%20Hall:.+\?.*secret=/);
  const confirm = await post('/two_factor/confirm/', { code: await codeFor(secret) }, session);
  expect(confirm.statusCode).toBe(200);
  return { session, secret, codes: confirm.json().recovery_codes };
}

const login = (user: TestUser) =>
  post('/login/', { username: user.username, password: user.password });

describe('two-factor sign-in', () => {
  it('enrols an agent with a QR secret and a first code, and answers ten recovery codes', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const session = await t.loginAs(agent);
    expect((await post('/two_factor/setup/', { password: 'wrong' }, session)).json().code).toBe(
      'password_incorrect',
    );
    const { secret } = (
      await post('/two_factor/setup/', { password: agent.password }, session)
    ).json();
    const wrong = await post('/two_factor/confirm/', { code: '000000' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_two_factor_code');
    const confirm = await post('/two_factor/confirm/', { code: await codeFor(secret) }, session);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    const status = await call(t.app, 'GET', '/api/v1/auth/two_factor/', { as: session });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it('asks for a code at login once enrolled, and accepts each code once', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { secret } = await enrol(agent);
    const first = await login(agent);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'two_factor_required',
      challenge: expect.any(String),
      expires_in: 300,
    });
    const { challenge } = first.json();
    expect((await post('/login/two_factor/', { challenge, code: '123456' })).json().code).toBe(
      'invalid_two_factor_code',
    );
    // The enrolment spent this period's code: the next period's, as a phone a little ahead shows.
    const code = await codeFor(secret, 1);
    const signedIn = await post('/login/two_factor/', { challenge, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ username: agent.username, role: 'agent' });
    const replay = await post('/login/two_factor/', { challenge, code });
    expect(replay.statusCode).toBe(401);
  });

  it('consumes a challenge at its first successful sign-in', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { secret, codes } = await enrol(agent);
    const { challenge } = (await login(agent)).json();
    const first = await post('/login/two_factor/', { challenge, code: await codeFor(secret, 1) });
    expect(first.statusCode).toBe(200);
    const second = await post('/login/two_factor/', { challenge, recovery_code: codes[0] });
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('two_factor_challenge_expired');
    // The refused replay spent nothing: the recovery code still opens a fresh challenge.
    const fresh = await post('/login/two_factor/', {
      challenge: (await login(agent)).json().challenge,
      recovery_code: codes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts a recovery code once, in any case and without dashes', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { codes } = await enrol(agent);
    const { challenge } = (await login(agent)).json();
    const recovery = codes[3]!.toUpperCase().replace(/-/g, ' ');
    expect(
      (await post('/login/two_factor/', { challenge, recovery_code: recovery })).statusCode,
    ).toBe(200);
    const again = await post('/login/two_factor/', {
      challenge: (await login(agent)).json().challenge,
      recovery_code: codes[3],
    });
    expect(again.statusCode).toBe(401);
    const status = await call(t.app, 'GET', '/api/v1/auth/two_factor/', {
      as: await t.loginAs(await t.createUser({ role: 'agent' })),
    });
    expect(status.json()).toEqual({ enabled: false, recovery_codes_left: 0 });
  });

  it('says a reused recovery code was used, an unknown one is not a code, a wrong TOTP is wrong', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { codes } = await enrol(agent);
    const fresh = async () => (await login(agent)).json().challenge as string;
    const first = await post('/login/two_factor/', {
      challenge: await fresh(),
      recovery_code: codes[5],
    });
    expect(first.statusCode).toBe(200);
    const reused = await post('/login/two_factor/', {
      challenge: await fresh(),
      recovery_code: codes[5],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      error: 'This recovery code was already used. Each code works once: use another one.',
      code: 'recovery_code_used',
    });
    const unknown = await post('/login/two_factor/', {
      challenge: await fresh(),
      recovery_code: 'aaaa-bbbb-cccc',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('recovery_code_unknown');
    const wrongCode = await post('/login/two_factor/', {
      challenge: await fresh(),
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().code).toBe('invalid_two_factor_code');
  });

  it('replaces the recovery codes for a current code; the old ones stop working', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { session, secret, codes } = await enrol(agent);
    const fresh = await post(
      '/two_factor/recovery_codes/',
      { code: await codeFor(secret, 1) },
      session,
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recovery_codes).toHaveLength(10);
    const old = await post('/login/two_factor/', {
      challenge: (await login(agent)).json().challenge,
      recovery_code: codes[0],
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a forged challenge and one from before a password change', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { secret } = await enrol(agent);
    const { challenge } = (await login(agent)).json();
    const forged = await post('/login/two_factor/', { challenge: 'x.y.z', code: '123456' });
    expect(forged.json().code).toBe('two_factor_challenge_expired');
    await call(t.app, 'PUT', `/api/v1/admin/agents/${agent.agentId}/`, {
      as: admin,
      body: { password: 'changed-password-1' },
    });
    const stale = await post('/login/two_factor/', { challenge, code: await codeFor(secret, 1) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('two_factor_challenge_expired');
  });

  it('throttles guessing the code like guessing a password', async () => {
    const agent = await t.createUser({ role: 'agent' });
    await enrol(agent);
    const { challenge } = (await login(agent)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await post('/login/two_factor/', { challenge, code: '000000' })).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends the other sessions of a user who enrols', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const elsewhere = await t.loginAs(agent);
    const { session } = await enrol(agent);
    const me = (s: Session) => call(t.app, 'GET', '/api/v1/auth/me/', { as: s });
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('lets the admin reset an agent’s second factor, ending its sessions', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { session } = await enrol(agent);
    const reset = await call(
      t.app,
      'POST',
      `/api/v1/admin/agents/${agent.agentId}/reset_two_factor/`,
      {
        as: admin,
      },
    );
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/auth/me/', { as: session })).statusCode).toBe(401);
    expect((await login(agent)).json()).toHaveProperty('access');
    const missing = await call(t.app, 'POST', '/api/v1/admin/agents/999999/reset_two_factor/', {
      as: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('turns off with the password and a current code', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { secret, codes } = await enrol(agent);
    const answer = await post('/login/two_factor/', {
      challenge: (await login(agent)).json().challenge,
      recovery_code: codes[0],
    });
    const as = { headers: { authorization: `JWT ${answer.json().access}` } } as Session;
    const off = await post(
      '/two_factor/disable/',
      { password: agent.password, code: '111111' },
      as,
    );
    expect(off.json().code).toBe('invalid_two_factor_code');
    const done = await post(
      '/two_factor/disable/',
      { password: agent.password, code: await codeFor(secret, 1) },
      as,
    );
    expect(done.statusCode).toBe(200);
    expect((await login(agent)).json()).toHaveProperty('access');
  });

  it('keeps SPEC’s one-step login for users without it, and refuses it to cashiers', async () => {
    const cashier = await t.createUser();
    const session = await t.loginAs(cashier);
    expect(Object.keys(session).sort()).toEqual(['access', 'headers', 'refresh', 'user']);
    const setup = await post('/two_factor/setup/', { password: cashier.password }, session);
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('two_factor_not_available');
  });
});
