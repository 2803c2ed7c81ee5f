import { call } from './api';
import { hallStaff, type HallStaff } from './hall-staff';
import type { Session, TestApp, TestShop } from './test-app';

/** An agent, its cashier with one shop, and both signed in: a shift's people (decision 035). */
export interface ShiftHall extends HallStaff {
  shop: TestShop;
}

export async function shiftHall(t: TestApp, cash = 0): Promise<ShiftHall> {
  const staff = await hallStaff(t, { agentBalance: 100, cashierBalance: 500 });
  return { ...staff, shop: await t.createShop(staff.cashier, { cash }) };
}

/** POST and GET under /api/v1/shifts of one app. */
export const shiftCalls = (t: TestApp) => ({
  post: (as: Session, url: string, body?: unknown) =>
    call(t.app, 'POST', `/api/v1/shifts${url}`, { as, body }),
  get: (as: Session, url: string) => call(t.app, 'GET', `/api/v1/shifts${url}`, { as }),
});

/** Notes of 200 and 1 Birr making up a whole amount, as a cashier would count them. */
export const countOf = (amount: number) => [
  { value: 200, count: Math.floor(amount / 200) },
  { value: 1, count: amount % 200 },
];
