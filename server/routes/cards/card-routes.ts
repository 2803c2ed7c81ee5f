import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameMode } from '@core/bingo/modes';
import {
  cardSetParamsSchema,
  cardSetSchema,
  cardWriteResponseSchema,
  createCardRequestSchema,
  deleteCardQuerySchema,
  importCardsRequestSchema,
  importCardsResponseSchema,
  savedCardParamsSchema,
  updateCardRequestSchema,
  type CardWriteResponse,
} from '@core/schemas/cards';
import {
  CardSetWrite,
  clearCards,
  createCard,
  deleteCard,
  lockCardSet,
  restoreLastDeleted,
  updateCard,
  type CardVersion,
} from '../../commands/card-sets';
import { importCards } from '../../commands/import-cards';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { security, withConflict, withNotFound } from '../route-schemas';
import { visibleShop } from '../../queries/shops';
import { findCardSet } from '../../queries/card-sets';
import { cardSetState, cardsByVersion, currentCards } from './card-queries';

const tags = ['cards'];
const withInvalid = { ...withConflict, 422: withConflict[409] } as const;
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const SCOPE =
  "A cashier reaches its own shops, an agent its cashiers' shops, an admin all; any other shop " +
  'answers 404. ';
const VALIDATION =
  "The grid is checked by SPEC section 5's card rules for the mode's columns (only the centre " +
  'may be free): 422 "Invalid card" with every message in details. ';

export const cardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('games'));

  /** One write of a shop's set in one transaction, replayed for a repeated Idempotency-Key. */
  async function writeSet<T, A = CardWriteResponse>(
    request: FastifyRequest & { params: { shop_id: number; mode: GameMode } },
    reply: FastifyReply,
    work: (write: CardSetWrite) => Promise<T>,
    answer: (tx: Db, result: T, shopId: number) => Promise<A> = withCard(
      request.params.mode,
    ) as never,
  ): Promise<A> {
    const user = currentUser(request);
    const { shop_id: shopId, mode } = request.params;
    return runIdempotent(db, request, reply, async (tx) => {
      const shop = await visibleShop(tx, user, shopId);
      const write = new CardSetWrite(tx, await lockCardSet(tx, shop.id, mode), user.id);
      const result = await work(write);
      return { status: 200, body: await answer(tx, result, shop.id) };
    });
  }
  function withCard(mode: GameMode) {
    return async (
      tx: Db,
      version: CardVersion | null,
      shopId: number,
    ): Promise<CardWriteResponse> => ({
      ...(await cardSetState(tx, shopId, mode)),
      card: version ? ((await cardsByVersion(tx, [version.id]))[0] ?? null) : null,
    });
  }

  app.get(
    '/:shop_id/cards/:mode/',
    {
      schema: {
        operationId: 'listSavedCards',
        tags,
        security,
        summary: "A shop's saved cards for one game mode",
        description:
          SCOPE +
          'Card number n of the shop is its saved card when the set holds one, else the card ' +
          'generated for n (docs/card-generator.md). `revision` grows with every write; a game ' +
          'keeps the revision it started at.',
        params: cardSetParamsSchema,
        response: { 200: cardSetSchema, ...withNotFound },
      },
    },
    async (request) => {
      const shop = await visibleShop(db, currentUser(request), request.params.shop_id);
      const set = await findCardSet(db, shop.id, request.params.mode);
      const cards = set ? await currentCards(db, set.id) : [];
      const state = await cardSetState(db, shop.id, request.params.mode, cards.length);
      return { ...state, shop_name: shop.name, cards };
    },
  );

  app.post(
    '/:shop_id/cards/:mode/',
    {
      schema: {
        operationId: 'createSavedCard',
        tags,
        security,
        summary: 'Save a new card under a card number',
        description: SCOPE + VALIDATION + 'A number that already has a saved card: 409.',
        params: cardSetParamsSchema,
        headers: idempotencyHeadersSchema,
        body: createCardRequestSchema,
        response: { 200: cardWriteResponseSchema, ...withInvalid },
      },
    },
    async (request, reply) =>
      writeSet(request, reply, (write) =>
        createCard(write, {
          cardNumber: request.body.card_number,
          name: request.body.name,
          grid: request.body.grid,
        }),
      ),
  );

  app.put(
    '/:shop_id/cards/:mode/:card_number/',
    {
      schema: {
        operationId: 'updateSavedCard',
        tags,
        security,
        summary: 'Update a saved card (name, grid, or move it to a free card number)',
        description:
          SCOPE +
          VALIDATION +
          'Games already running keep the card they started with. Moving to a number that has a ' +
          'saved card: 409.',
        params: savedCardParamsSchema,
        headers: idempotencyHeadersSchema,
        body: updateCardRequestSchema,
        response: { 200: cardWriteResponseSchema, ...withInvalid },
      },
    },
    async (request, reply) =>
      writeSet(request, reply, (write) =>
        updateCard(write, request.params.card_number, {
          cardNumber: request.body.card_number ?? request.params.card_number,
          name: request.body.name,
          grid: request.body.grid,
        }),
      ),
  );

  app.delete(
    '/:shop_id/cards/:mode/:card_number/',
    {
      schema: {
        operationId: 'deleteSavedCard',
        tags,
        security,
        summary: 'Delete a saved card (restorable once), or with ?forever=true for good',
        description:
          SCOPE +
          "Without `forever` the card becomes the set's last deleted card, which " +
          '`restore/` brings back once. Its number then plays the generated card again.',
        params: savedCardParamsSchema,
        querystring: deleteCardQuerySchema,
        headers: idempotencyHeadersSchema,
        response: { 200: cardWriteResponseSchema, ...withNotFound, 409: withConflict[409] },
      },
    },
    async (request, reply) =>
      writeSet(request, reply, async (write) => {
        await deleteCard(write, request.params.card_number, request.query.forever);
        return null;
      }),
  );

  app.post(
    '/:shop_id/cards/:mode/restore/',
    {
      schema: {
        operationId: 'restoreDeletedCard',
        tags,
        security,
        summary: 'Restore Last Deleted: the last card deleted with undo comes back, once',
        description:
          SCOPE +
          'None to restore: 409. Its number saved again meanwhile: 409 (delete that first).',
        params: cardSetParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: cardWriteResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => writeSet(request, reply, restoreLastDeleted),
  );

  app.delete(
    '/:shop_id/cards/:mode/',
    {
      schema: {
        operationId: 'clearSavedCards',
        tags,
        security,
        summary: 'Clear All Cards: every saved card of the set is deleted',
        description:
          SCOPE + 'Every number then plays its generated card. Running games keep their cards.',
        params: cardSetParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: cardWriteResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      writeSet(request, reply, async (write) => {
        await clearCards(write);
        return null;
      }),
  );

  app.post(
    '/:shop_id/cards/:mode/import/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importSavedCards',
        tags,
        security,
        summary: 'Import cards (a JSON export or a CSV read by the client): all rows or none',
        description:
          SCOPE +
          VALIDATION +
          'Every row is checked first; any invalid row (or a card number twice) answers 422 with ' +
          'one detail per problem, path `body.cards.<row>`, and nothing is written. A row ' +
          'replaces the saved card of its number; with `replace`, saved cards missing from the ' +
          'import are deleted. A blank name becomes "Card <number>".',
        params: cardSetParamsSchema,
        headers: idempotencyHeadersSchema,
        body: importCardsRequestSchema,
        response: { 200: importCardsResponseSchema, ...withInvalid },
      },
    },
    async (request, reply) =>
      writeSet(
        request,
        reply,
        (write) => importCards(write, request.body.cards, request.body.replace ?? false),
        async (tx, counts, shopId) => ({
          ...(await cardSetState(tx, shopId, request.params.mode)),
          ...counts,
        }),
      ),
  );
};
