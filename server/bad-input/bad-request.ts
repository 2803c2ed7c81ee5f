import type { HTTPMethods } from 'fastify';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';

// A bad request, and the shapes most of them take: a bad id in the path, or a list of bad bodies.

export type Caller = 'anonymous' | 'admin' | 'agent' | 'cashier';
export interface BadRequest {
  as: Caller;
  method: HTTPMethods;
  /** `:agent`, `:cashier`, `:shop`, `:game` and `:jackpot` stand for the caller's own objects. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
}

export const HUGE = 'x'.repeat(20_000);
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%20', 'null'];
// core's idParamsSchema coerces like Number(): these name ids that do not exist here.
const UNKNOWN_IDS = ['999999', '1e6', '0x100000'];
export const VALID_GRID = cardToText(cardForNumber(1)).map((row) => [...row]);
export const staff = { username: 'valid-user', password: 'valid-password', phone: '0911000000' };

export const badIds = (as: Caller, method: HTTPMethods, template: string, body?: unknown) => [
  ...BAD_IDS.map((id) => ({ as, method, path: template.replace(/:\w+/, id), body, status: 400 })),
  ...UNKNOWN_IDS.map((id) => ({
    as,
    method,
    path: template.replace(/:\w+/, id),
    body,
    status: 404,
  })),
];

export const bodies = (
  as: Caller,
  method: HTTPMethods,
  path: string,
  list: unknown[],
  status = 400,
) => list.map((body) => ({ as, method, path, body, status }));
