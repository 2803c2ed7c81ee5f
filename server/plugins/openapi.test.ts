import { describe, expect, it } from 'vitest';
import { appForFile } from '../../tests/support/app-for-file';

const t = appForFile();

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
  reports: [
    '/api/v1/reports/cashier-dashboard/',
    '/api/v1/reports/dashboard/',
    '/api/v1/reports/games/',
    '/api/v1/reports/shops/',
    '/api/v1/reports/jackpots/',
  ],
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
    // SPEC's report query parameters and list answers, as a SPEC client reads them.
    const games = doc.paths['/api/v1/reports/games/'].get;
    expect(games.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'page', 'page_size', 'status', 'date_from', 'date_to']),
    );
    const shops = doc.paths['/api/v1/reports/shops/'].get;
    expect(shops.parameters.map((p: { name: string }) => p.name)).toContain('is_active');
    const jackpots = doc.paths['/api/v1/reports/jackpots/'].get;
    expect(jackpots.parameters.map((p: { name: string }) => p.name)).toContain('jackpot_type');
    expect(doc.components.schemas.GamesReport.required).toEqual(
      expect.arrayContaining(['results', 'pagination', 'summary']),
    );
    expect(Object.keys(doc.components.schemas.ReportPagination.properties)).toEqual(
      expect.arrayContaining(['current_page', 'total_pages', 'next', 'previous', 'next_cursor']),
    );
    expect(Object.keys(doc.components.schemas.Dashboard.properties)).toEqual(
      expect.arrayContaining([
        'shop_info',
        'overview',
        'performance',
        'daily_trends',
        'recent_games',
        'top_shops',
      ]),
    );
  });
});
