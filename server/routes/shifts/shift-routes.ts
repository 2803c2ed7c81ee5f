import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '@core/money';
import { idParamsSchema } from '@core/schemas/common';
import {
  blindCountRequestSchema,
  cashMoveRequestSchema,
  currentShiftQuerySchema,
  openShiftRequestSchema,
  shiftCorrectionRequestSchema,
  shiftListQuerySchema,
  shiftListSchema,
  shiftNoteRequestSchema,
  shiftSchema,
  countThresholdsSchema,
} from '@core/schemas/shifts';
import type { Db } from '../../db/client';
import {
  approveShift,
  correctShift,
  countShift,
  moveShiftCash,
  noteShift,
  openShift,
} from '../../commands/shifts';
import { readPlatformSettings } from '../../commands/platform-settings';
import { forbidden } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import type { SessionUser } from '@core/schemas/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { sendCsv } from '../reports/csv-export';
import { shopScopeOf } from '../../queries/shops';
import { security, withConflict, withNotFound } from '../route-schemas';
import { SHIFT_COLUMNS } from './shift-csv';
import { countThresholdsOf, setCountThresholds } from './count-thresholds';
import { listShifts, shiftInScope, shiftView, shopIdInScope } from './shift-queries';

const tags = ['shifts'];
const viewerOf = (user: SessionUser) => (user.role === 'cashier' ? 'cashier' : 'overseer');

/** The shop's own cashier works a shift; its agent and the admin oversee it (403 otherwise). */
function asCashier(user: SessionUser): SessionUser {
  if (user.role !== 'cashier') throw forbidden();
  return user;
}
function asOverseer(user: SessionUser): SessionUser {
  if (user.role !== 'agent' && user.role !== 'admin') throw forbidden();
  return user;
}

export const shiftRoutes: FastifyPluginAsyncZod<{ db: Db; timezone: string }> = async (
  app,
  { db, timezone },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('shops'));

  app.post(
    '/shifts/',
    {
      schema: {
        operationId: 'openShift',
        tags,
        security,
        summary: 'Open a shift in one of the cashier’s shops with the float it counted',
        description:
          'One open shift per shop (409 shift_already_open). A float that differs from the ' +
          'shop’s cash figure is recorded first as a shift_opening_count ledger entry. A float ' +
          'that differs from the last count is judged like a count difference (`opening`): over ' +
          'the note threshold it needs `note` (here or by POST note/ before the close), over the ' +
          'approval threshold the agent approves the close.',
        headers: idempotencyHeadersSchema,
        body: openShiftRequestSchema,
        response: { 201: shiftSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = asCashier(currentUser(request));
      const shopId = await shopIdInScope(db, shopScopeOf(user), request.body.shop_id);
      return runIdempotent(db, request, reply, async (tx) => {
        const shift = await openShift(tx, {
          shopId,
          userId: user.id,
          floatCents: amountToCents(request.body.float),
          note: request.body.note ?? null,
        });
        return { status: 201, body: await shiftView(tx, shift, 'cashier') };
      });
    },
  );

  app.get(
    '/shifts/current/',
    {
      schema: {
        operationId: 'getCurrentShift',
        tags,
        security,
        summary: 'The shop’s open shift and its X report (a snapshot that resets nothing)',
        description:
          'null when the shop has no open shift. For the cashier the drawer figures (`cash`) ' +
          'are null until the count: the count is blind.',
        querystring: currentShiftQuerySchema,
        response: { 200: shiftSchema.nullable(), ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shopId = await shopIdInScope(db, shopScopeOf(user), request.query.shop_id);
      const { rows } = await listShifts(db, shopScopeOf(user), { shopId, status: 'open' }, 1, 1);
      return rows[0] ? shiftView(db, rows[0], viewerOf(user)) : null;
    },
  );

  app.get(
    '/shifts/',
    {
      schema: {
        operationId: 'listShifts',
        tags,
        security,
        summary: 'Shifts of the shops in scope, newest first, with filters; CSV with format=csv',
        description:
          'A cashier: its shops; an agent: its cashiers’ shops; the admin: all. counted=true ' +
          'lists the Z history: counted shifts only, the newest count first, page_size a page.',
        querystring: shiftListQuerySchema,
        response: { 200: shiftListSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { shop_id: shopId, status, counted, page, page_size: pageSize, format } = request.query;
      const filters = { shopId, status, counted };
      const scope = shopScopeOf(user);
      if (format === 'csv') {
        async function* batches() {
          for (let p = 1; ; p += 1) {
            const { rows } = await listShifts(db, scope, filters, p);
            if (rows.length === 0) return;
            yield await Promise.all(rows.map((row) => shiftView(db, row, viewerOf(user))));
          }
        }
        return sendCsv(reply, {
          name: 'shifts',
          timeZone: timezone,
          columns: SHIFT_COLUMNS,
          batches: batches(),
          currencyCode: (await readPlatformSettings(db)).currency.code,
          calendar: request.query.calendar,
        });
      }
      const { count, rows } = await listShifts(db, scope, filters, page, pageSize);
      const results = await Promise.all(rows.map((row) => shiftView(db, row, viewerOf(user))));
      return { count, page, page_size: pageSize, results };
    },
  );

  app.get(
    '/shifts/:id/',
    {
      schema: {
        operationId: 'getShift',
        tags,
        security,
        summary: 'One shift: its X report while open, its Z report once counted',
        params: idParamsSchema,
        response: { 200: shiftSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      return shiftView(db, shift, viewerOf(user));
    },
  );

  app.post(
    '/shifts/:id/cash_moves/',
    {
      schema: {
        operationId: 'moveShiftCash',
        tags,
        security,
        summary: 'A pay-in, pay-out or drop to the bank in the open shift, with its reason',
        description:
          'On the ledger (shift_pay_in, shift_pay_out, shift_drop). More than the drawer’s ' +
          'figure answers 409 insufficient_balance; a shift not open 409 shift_not_open. A ' +
          'pay-out or drop that brings the shift’s pay-outs, drops and drawer edits over a ' +
          'threshold (by amount, or by percent of the float) is flagged (`flags`): its reason is ' +
          'its note, and over the approval threshold the agent approves the close.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: cashMoveRequestSchema,
        response: { 200: shiftSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = asCashier(currentUser(request));
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      return runIdempotent(db, request, reply, async (tx) => {
        await moveShiftCash(tx, {
          shiftId: shift.id,
          kind: request.body.kind,
          amountCents: amountToCents(request.body.amount),
          reason: request.body.reason,
          userId: user.id,
        });
        const fresh = await shiftInScope(tx, shopScopeOf(user), shift.id);
        return { status: 200, body: await shiftView(tx, fresh, 'cashier') };
      });
    },
  );

  app.post(
    '/shifts/:id/count/',
    {
      schema: {
        operationId: 'countShift',
        tags,
        security,
        summary: 'Close the shift with a blind count by denomination; the answer is its Z report',
        description:
          'The expected cash is first shown in this answer. The count is final: over the ' +
          'first threshold a note is due (status awaiting_note, POST note/), over the second ' +
          'the agent or the admin approves (awaiting_approval). 409 shift_not_open for a ' +
          'second close; 409 game_running while a game of the shop runs.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: blindCountRequestSchema,
        response: { 200: shiftSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = asCashier(currentUser(request));
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      return runIdempotent(db, request, reply, async (tx) => {
        const counted = await countShift(tx, {
          shiftId: shift.id,
          count: request.body.count.map((line) => ({
            valueCents: amountToCents(line.value),
            count: line.count,
          })),
          note: request.body.note ?? null,
          userId: user.id,
        });
        return { status: 200, body: await shiftView(tx, counted, 'cashier') };
      });
    },
  );

  app.post(
    '/shifts/:id/note/',
    {
      schema: {
        operationId: 'noteShift',
        tags,
        security,
        summary: 'The note the shift waits for: its opening difference’s, or its count’s',
        description:
          'While open: the note of an opening difference over the note threshold. Once ' +
          'counted (awaiting_note): the count’s note, then the opening’s. 409 shift_not_awaiting ' +
          'when no note is due.',
        params: idParamsSchema,
        body: shiftNoteRequestSchema,
        response: { 200: shiftSchema, ...withConflict },
      },
    },
    async (request) => {
      const user = asCashier(currentUser(request));
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      const noted = await db.transaction((tx) =>
        noteShift(tx, { shiftId: shift.id, note: request.body.note }),
      );
      return shiftView(db, noted, 'cashier');
    },
  );

  app.post(
    '/shifts/:id/approve/',
    {
      schema: {
        operationId: 'approveShift',
        tags,
        security,
        summary: 'The agent or the admin approves a close over the second threshold, with a note',
        description: 'The cashier gets 403: nobody approves their own close.',
        params: idParamsSchema,
        body: shiftNoteRequestSchema,
        response: { 200: shiftSchema, ...withConflict },
      },
    },
    async (request) => {
      const user = asOverseer(currentUser(request));
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      const approved = await db.transaction((tx) =>
        approveShift(tx, { shiftId: shift.id, note: request.body.note, userId: user.id }),
      );
      return shiftView(db, approved, 'overseer');
    },
  );

  app.post(
    '/shifts/:id/corrections/',
    {
      schema: {
        operationId: 'correctShift',
        tags,
        security,
        summary: 'Correct a counted Z: a new entry with an amount and a reason; the Z stays',
        params: idParamsSchema,
        body: shiftCorrectionRequestSchema,
        response: { 201: shiftSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = asOverseer(currentUser(request));
      const shift = await shiftInScope(db, shopScopeOf(user), request.params.id);
      await db.transaction((tx) =>
        correctShift(tx, {
          shiftId: shift.id,
          amountCents: amountToCents(request.body.amount),
          reason: request.body.reason,
          userId: user.id,
        }),
      );
      const fresh = await shiftInScope(db, shopScopeOf(user), shift.id);
      return reply.status(201).send(await shiftView(db, fresh, 'overseer'));
    },
  );

  app.get(
    '/shifts/shops/:id/thresholds/',
    {
      schema: {
        operationId: 'getCountThresholds',
        tags,
        security,
        summary: 'A shop’s thresholds on the counted difference (note, approval)',
        params: idParamsSchema,
        response: { 200: countThresholdsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const shopId = await shopIdInScope(db, shopScopeOf(currentUser(request)), request.params.id);
      return countThresholdsOf(db, shopId);
    },
  );

  app.put(
    '/shifts/shops/:id/thresholds/',
    {
      schema: {
        operationId: 'setCountThresholds',
        tags,
        security,
        summary: 'Set a shop’s thresholds (its agent or the admin; the cashier gets 403)',
        description: 'From the next count; a counted shift keeps the requirement it got.',
        params: idParamsSchema,
        body: countThresholdsSchema,
        response: { 200: countThresholdsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = asOverseer(currentUser(request));
      const shopId = await shopIdInScope(db, shopScopeOf(user), request.params.id);
      await setCountThresholds(db, shopId, request.body);
      return countThresholdsOf(db, shopId);
    },
  );
};
