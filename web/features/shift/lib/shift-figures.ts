import type { TFunction } from 'i18next';
import type { Shift } from '@core/schemas/shifts';

/** What the shift has taken and moved so far: the X report, and the Z report's middle part. */
export function shiftFigures(
  shift: Shift,
  t: TFunction,
  money: (amount: number) => string,
): Array<[string, string]> {
  return [
    [t('shift.float'), money(shift.float)],
    [t('shift.games'), String(shift.games.count)],
    [t('shift.pools'), money(shift.games.pools)],
    [t('shift.feesCashier'), money(shift.games.fees)],
    [t('shift.payIns'), money(shift.cash_moves.pay_ins)],
    [t('shift.payOuts'), money(shift.cash_moves.pay_outs)],
    [t('shift.drops'), money(shift.cash_moves.drops)],
  ];
}
