import { uniqueUsername } from '../../tests/support/test-app';
import { MINE, OK, row, withBody, withPath, type Row } from './matrix-row';

const freshStaff = () => ({
  username: uniqueUsername('matrix'),
  password: 'matrix-password',
  phone: '0911000000',
});

// Health, the API's description, signing in, and the admin's, agents' and cashiers' accounts.
// prettier-ignore
export const accountRows: Row[] = [
  //  route                                              object             anonymous admin agent otherAgent cashier otherCashier
  row('GET /healthz',                                    null,              200, 200, 200, 200, 200, 200),
  row('GET /readyz',                                     null,              200, 200, 200, 200, 200, 200),
  row('GET /api/openapi.json',                           null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs',                                   null,              200, 200, 200, 200, 200, 200),
  row('HEAD /api/docs/',                                 null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/static/index.html',                 null,              302, 302, 302, 302, 302, 302),
  row('GET /api/docs/static/swagger-initializer.js',     null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/json',                              null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/yaml',                              null,              200, 200, 200, 200, 200, 200),
  withPath(
  row('GET /api/docs/static/*',                          null,              200, 200, 200, 200, 200, 200),
    '/api/docs/static/swagger-ui.css'),
  withBody(
  row('POST /api/v1/auth/login/',                        null,              401, 401, 401, 401, 401, 401),
    { username: 'matrix-nobody', password: 'wrong-password' }),
  withBody(
  row('POST /api/v1/auth/refresh/',                      null,              401, 401, 401, 401, 401, 401),
    { refresh: 'not-a-token' }),
  withBody(
  row('POST /api/v1/auth/logout/',                       null,              401, 401, 401, 401, 401, 401),
    { refresh: 'not-a-token' }),
  withBody(
  row('POST /api/v1/auth/login/two_factor/',             null,              401, 401, 401, 401, 401, 401),
    { challenge: 'not-a-challenge', code: '123456' }),
  row('GET /api/v1/auth/two_factor/',                    null,              401, 200, 200, 200, 403, 403),
  // Second factor for admin and agent only; a wrong password or code is the caller's 400.
  withBody(
  row('POST /api/v1/auth/two_factor/setup/',             null,              401, 400, 400, 400, 403, 403),
    { password: 'not-the-password' }),
  withBody(
  row('POST /api/v1/auth/two_factor/confirm/',           null,              401, 400, 400, 400, 403, 403),
    { code: '000000' }),
  withBody(
  row('POST /api/v1/auth/two_factor/recovery_codes/',    null,              401, 400, 400, 400, 403, 403),
    { code: '000000' }),
  withBody(
  row('POST /api/v1/auth/two_factor/disable/',           null,              401, 400, 400, 400, 403, 403),
    { password: 'not-the-password', code: '000000' }),
  row('POST /api/v1/admin/agents/:id/reset_two_factor/', 'agent',           401, OK,  403, 403, 403, 403),
  row('GET /api/v1/auth/me/',                            null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/auth/balance/',                       null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/admin/agents/',                       null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('POST /api/v1/admin/agents/',                      null,              401, 201, 403, 403, 403, 403),
    freshStaff),
  withBody(
  row('PUT /api/v1/admin/agents/:id/',                   'agent',           401, OK,  403, 403, 403, 403),
    { phone: '0911000001' }),
  withBody(
  row('POST /api/v1/admin/agents/:id/deposit/',          'agent',           401, OK,  403, 403, 403, 403),
    { amount: 1 }),
  withBody(
  row('POST /api/v1/admin/agents/:id/withdraw/',         'agent',           401, OK,  403, 403, 403, 403),
    { amount: 0.01, reason: 'Matrix check' }),
  withPath(withBody(
  row('POST /api/v1/admin/deposits/:entry_id/reverse/',  null,              401, 404, 403, 403, 403, 403),
    { reason: 'Matrix check' }), '/api/v1/admin/deposits/2147483000/reverse/'),
  row('GET /api/v1/statements/agents/:id/',              'agent',           401, OK,  MINE, MINE, 404, 404),
  row('GET /api/v1/statements/cashiers/:id/',            'cashier',         401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/admin/summary/',                      null,              401, 200, 403, 403, 403, 403),
  row('GET /api/v1/admin/fee_rules/',                    null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('PUT /api/v1/admin/fee_rules/',                    null,              401, 200, 403, 403, 403, 403),
    { min_fee: 1, min_fee_percent: 5 }),
  row('GET /api/v1/agents/fee_rules/',                   null,              401, 403, 200, 200, 403, 403),
  row('GET /api/v1/agents/cashiers/:id/fee_changes/',    'cashier',         401, OK,  MINE, MINE, 403, 403),
  row('GET /api/v1/admin/settings/',                     null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('PUT /api/v1/admin/settings/',                     null,              401, 200, 403, 403, 403, 403),
    { currency: { code: 'USD', symbol: '$' } }),
  row('GET /api/v1/agents/my_cashiers/',                 null,              401, 403, 200, 200, 403, 403),
  row('GET /api/v1/agents/cashiers/',                    null,              401, 403, 200, 200, 403, 403),
  withBody(
  row('POST /api/v1/agents/create_cashier/',             null,              401, 403, 201, 201, 403, 403),
    () => ({ ...freshStaff(), amount_avalaible: 1 })),
  row('DELETE /api/v1/agents/cashiers/:id/',             'cashierToDelete', 401, 403, MINE, MINE, 403, 403),
  withBody(
  row('PUT /api/v1/agents/cashiers/:id/',                'cashier',         401, 403, MINE, MINE, 403, 403),
    { phone: '0911000002' }),
  withBody(
  row('POST /api/v1/agents/cashiers/:id/transfer/',      'cashier',         401, 403, MINE, MINE, 403, 403),
    { amount: 1 }),
  row('GET /api/v1/agents/dashboard/',                   null,              401, 403, 200, 200, 403, 403),
  withBody(
  row('POST /api/v1/cashiers/create_shop/',              null,              401, 403, 403, 403, 201, 201),
    { name: 'Matrix shop' }),
  row('GET /api/v1/cashiers/my_shops/',                  null,              401, 403, 403, 403, 200, 200),
  withBody(
  row('PUT /api/v1/cashiers/shops/:id/',                 'shop',            401, 403, 403, 403, MINE, MINE),
    { name: 'Renamed by owner' }),
  row('DELETE /api/v1/cashiers/shops/:id/delete/',       'shopToDelete',    401, 403, 403, 403, MINE, MINE),
  row('GET /api/v1/cashiers/dashboard/',                 null,              401, 403, 403, 403, 200, 200),
  row('GET /api/v1/cashiers/running_games/',             null,              401, 403, 403, 403, 200, 200),
  row('GET /api/v1/shops/my_shops/',                     null,              401, 200, 200, 200, 200, 200),
];
