import { useTranslation } from 'react-i18next';
import type { Agent } from '@core/schemas/staff';
import { withdrawFromAgentRequestSchema } from '@core/schemas/statements';
import { CreditMoveModal } from '@web/components/credit-move-modal';
import { useFormatters } from '@web/lib/format';
import { useWithdrawCredit } from '../api/admin-api';

/** The admin takes credit back from an agent, with a reason; never more than the agent holds. */
export function WithdrawModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <CreditMoveModal
      schema={withdrawFromAgentRequestSchema}
      fields={['amount', 'reason']}
      defaultValues={{ reason: '' }}
      mutation={useWithdrawCredit()}
      toBody={(values) => ({ id: agent.id, ...values })}
      title={t('admin.withdraw.title')}
      description={t('admin.deposit.description', {
        username: agent.username,
        balance: money(agent.amount_avalaible),
      })}
      submitLabel={t('admin.withdraw.submit')}
      confirmMessage={({ amount }) =>
        t('credit.confirm.withdrawAgent', { amount: money(amount), username: agent.username })
      }
      successMessage={({ amount }, balance) =>
        t('admin.withdraw.success', {
          amount: money(amount),
          username: agent.username,
          balance: money(balance),
        })
      }
      errorFallback={t('admin.withdraw.error')}
      onClose={onClose}
    />
  );
}
