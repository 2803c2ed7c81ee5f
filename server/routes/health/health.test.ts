import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../tests/support/app-for-file';

const t = appForFile();

describe('health endpoints', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers the probes without the browser security headers, which every other answer keeps', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const probe = await t.app.inject(url);
      expect(probe.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(probe.headers['content-security-policy']).toBeUndefined();
    }
    for (const url of ['/api/v1/auth/balance/', '/api/v1/no-such-route/']) {
      const answer = await t.app.inject(url);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 503 on /readyz but 200 on /healthz once the database is gone', async () => {
    await t.database.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe('service_unavailable');
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});
