import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TAGGED = {
  admin: [
    '/api/v1/admin/agents/',
    '/api/v1/admin/agents/{id}/',
    '/api/v1/admin/agents/{id}/deposit/',
    '/api/v1/admin/summary/',
  ],
  agents: [
    '/api/v1/agents/my_cashiers/',
    '/api/v1/agents/create_cashier/',
    '/api/v1/agents/cashiers/{id}/',
    '/api/v1/agents/cashiers/{id}/transfer/',
    '/api/v1/agents/dashboard/',
  ],
  cashiers: [
    '/api/v1/cashiers/create_shop/',
    '/api/v1/cashiers/my_shops/',
    '/api/v1/cashiers/shops/{id}/',
    '/api/v1/cashiers/shops/{id}/delete/',
    '/api/v1/cashiers/dashboard/',
  ],
  shops: ['/api/v1/shops/my_shops/'],
};

describe('OpenAPI description', () => {
  it('documents every staff, shop and credit route under its tag with request and answer schemas', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    for (const [tag, paths] of Object.entries(TAGGED)) {
      for (const path of paths) {
        const operations = Object.values(doc.paths[path] ?? {}) as Array<{
          tags?: string[];
          responses?: Record<string, unknown>;
        }>;
        expect(operations.length, path).toBeGreaterThan(0);
        for (const operation of operations) {
          expect(operation.tags, path).toEqual([tag]);
          expect(Object.keys(operation.responses ?? {}), path).toEqual(
            expect.arrayContaining(['401', '403']),
          );
        }
      }
    }
    const transfer = doc.paths['/api/v1/agents/cashiers/{id}/transfer/'].post;
    expect(transfer.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Agent', 'Cashier', 'Shop', 'BalanceAfterMove', 'PlatformSummary']),
    );
  });
});
