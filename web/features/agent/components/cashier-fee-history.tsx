import { useTranslation } from 'react-i18next';
import { useFormatters } from '@web/lib/format';
import { useCashierFeeChanges } from '../api/agent-api';

/** Every rate the cashier was given: who, when, old and new (decision 022). */
export function CashierFeeHistory({ cashierId }: { cashierId: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const changes = useCashierFeeChanges(cashierId);
  if (changes.isError) return <p className="text-sm text-danger">{t('agent.fee.historyError')}</p>;
  if (!changes.data) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('agent.fee.history')}</h3>
      <ul className="mt-1 space-y-0.5 text-sm text-ink-muted" aria-label={t('agent.fee.history')}>
        {changes.data.map((change) => (
          <li key={change.id}>
            {t(change.old_fee_percent === null ? 'agent.fee.set' : 'agent.fee.changed', {
              old: change.old_fee_percent,
              new: change.new_fee_percent,
              when: dateTime(change.changed_at),
              username: change.changed_by ?? t('agent.fee.unknownUser'),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
