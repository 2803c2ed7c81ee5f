import { useTranslation } from 'react-i18next';
import { reverseDepositRequestSchema, type StatementMove } from '@core/schemas/statements';
import { CreditMoveModal } from '@web/components/credit-move-modal';
import { useFormatters } from '@web/lib/format';
import { useReverseDeposit } from '../api/statements-api';

/** The admin reverses a whole deposit: a reason, then the amount confirmed as it will be moved. */
export function ReverseDepositDialog({
  agentId,
  deposit,
  username,
  onClose,
}: {
  agentId: number;
  deposit: StatementMove;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const amount = money(deposit.amount_in);
  return (
    <CreditMoveModal
      schema={reverseDepositRequestSchema}
      fields={['reason']}
      defaultValues={{ reason: '' }}
      mutation={useReverseDeposit(agentId)}
      toBody={({ reason }) => ({ entryId: deposit.entry_id, reason })}
      title={t('statements.reverse.title')}
      description={t('statements.reverse.description', { amount, username })}
      submitLabel={t('statements.reverse.submit')}
      confirmMessage={() => t('credit.confirm.reverse', { amount, username })}
      successMessage={(_values, balance) =>
        t('statements.reverse.success', { balance: money(balance) })
      }
      errorFallback={t('statements.reverse.error')}
      onClose={onClose}
    />
  );
}
