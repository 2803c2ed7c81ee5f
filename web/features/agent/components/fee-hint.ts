import type { TFunction } from 'i18next';
import type { FeeRulesBody } from '@core/schemas/fees';

/** The rate field's hint: the share it charges and, once known, the agent's floor. */
export function feeHint(t: TFunction, money: (amount: number) => string, rules?: FeeRulesBody) {
  if (!rules) return t('agent.update.feeHint');
  return t('agent.fee.floorHint', {
    percent: rules.min_fee_percent,
    minFee: money(rules.min_fee),
  });
}
