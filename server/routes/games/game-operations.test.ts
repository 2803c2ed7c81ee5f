import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The names generated clients call the game's operations by: renaming one breaks them. */
const OPERATIONS = {
  'post /api/v1/cashiers/play_game/': 'playGame',
  'get /api/v1/games/my_games/': 'listMyGames',
  'get /api/v1/games/{id}/': 'getGame',
  'get /api/v1/games/{id}/verify/': 'verifyGame',
  'post /api/v1/games/{id}/draw/': 'drawBall',
  'post /api/v1/games/{id}/mark/': 'markNumber',
  'post /api/v1/games/{id}/pause/': 'pauseGame',
  'post /api/v1/games/{id}/resume/': 'resumeGame',
  'post /api/v1/games/{id}/reset/': 'resetGame',
  'post /api/v1/games/{id}/check/': 'checkCard',
  'post /api/v1/games/{id}/block/': 'blockCard',
  'post /api/v1/games/{id}/close/': 'closeGame',
  'post /api/v1/games/{id}/cancel/': 'cancelGame',
  'get /api/v1/games/{id}/history/': 'getGameHistory',
  'get /api/v1/games/{id}/record/': 'getGameRecord',
  'get /api/v1/games/{id}/cards/': 'getGameCards',
  'get /api/v1/games/{id}/events/': 'getGameEvents',
  'get /api/v1/public/verify/{token}/': 'getPublicVerification',
};

interface Operation {
  operationId?: string;
  security?: unknown[];
}

describe("the game's operations in the OpenAPI description", () => {
  it('each have their stable operationId; only the public verification needs no sign-in', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const [route, operationId] of Object.entries(OPERATIONS)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method];
      expect(operation?.operationId, route).toBe(operationId);
      const signIn = operationId === 'getPublicVerification' ? [] : [{ jwt: [] }];
      expect(operation?.security, route).toEqual(signIn);
    }
  });
});
