import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, type AccountRole } from './accounts';

/** Signs in through the API and answers the access token. */
export async function apiToken(request: APIRequestContext, role: AccountRole): Promise<string> {
  const response = await request.post('/api/v1/auth/login/', { data: ACCOUNTS[role] });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { access: string };
  return body.access;
}

export const authHeader = (token: string) => ({ Authorization: `JWT ${token}` });

/** Creates a shop for the cashier behind the token; answers its id. */
export async function createShop(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const response = await request.post('/api/v1/cashiers/create_shop/', {
    data: { name },
    headers: authHeader(token),
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { shop: { id: number } };
  return body.shop.id;
}

export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/v1/auth/balance/', { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { amount_available: number }).amount_available;
}

/** A JSON request as the cashier behind the token; fails the test unless it answers 2xx. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: authHeader(token),
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}
