import { useTranslation } from 'react-i18next';
import { depositRequestSchema, type Agent } from '@core/schemas/staff';
import { CreditMoveModal } from '@web/components/credit-move-modal';
import { useFormatters } from '@web/lib/format';
import { useDepositCredit } from '../api/admin-api';

/** The admin gives an agent credit. */
export function DepositModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <CreditMoveModal
      schema={depositRequestSchema}
      fields={['amount']}
      mutation={useDepositCredit()}
      toBody={({ amount }) => ({ id: agent.id, amount })}
      title={t('admin.deposit.title')}
      description={t('admin.deposit.description', {
        username: agent.username,
        balance: money(agent.amount_avalaible),
      })}
      submitLabel={t('admin.deposit.submit')}
      confirmMessage={({ amount }) =>
        t('credit.confirm.deposit', { amount: money(amount), username: agent.username })
      }
      successMessage={({ amount }, balance) =>
        t('admin.deposit.success', {
          amount: money(amount),
          username: agent.username,
          balance: money(balance),
        })
      }
      errorFallback={t('admin.deposit.error')}
      onClose={onClose}
    />
  );
}
