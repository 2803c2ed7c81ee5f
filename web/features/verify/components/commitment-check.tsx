import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@web/components/ui/icons';
import { queryKeys } from '@web/lib/query-keys';
import { recomputeCommitment } from '../lib/recompute';

/** One commitment; with its order and salt, recomputed in this browser and compared. */
export function CommitmentCheck({
  commitment,
  order,
  salt,
  plan,
  testId,
}: {
  commitment: string;
  order: number[] | null;
  salt: string | null;
  /** The game's patterns, part of the committed text (null: a game from before patterns). */
  plan: unknown;
  testId: string;
}) {
  const { t } = useTranslation();
  const revealed = order !== null && salt !== null;
  const check = useQuery({
    queryKey: queryKeys.commitmentCheck(commitment, order, salt),
    queryFn: () => recomputeCommitment(order ?? [], salt ?? '', plan),
    enabled: revealed,
    retry: false,
    staleTime: Infinity,
  });
  const matches = check.data ? check.data.hash === commitment : null;
  return (
    <section
      data-testid={`commitment-${testId}`}
      className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs"
    >
      <div>
        <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('verify.commitment')}
        </h2>
        <p className="font-mono text-sm break-all" data-testid="commitment">
          {commitment}
        </p>
      </div>
      {!revealed ? (
        <p className="text-sm text-ink-muted">{t('verify.sealed')}</p>
      ) : (
        <>
          <Revealed label={t('verify.order')} testId="order" mono={false}>
            {/* Each number stays whole: "55" never splits over two lines. */}
            {order.map((number, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                <span className="whitespace-nowrap">
                  {number}
                  {index < order.length - 1 ? ',' : ''}
                </span>
              </Fragment>
            ))}
          </Revealed>
          <Revealed label={t('verify.salt')} testId="salt">
            {salt}
          </Revealed>
          <Revealed label={t('verify.recomputed')} testId="recomputed">
            {check.data?.hash ?? (check.isError ? '—' : t('app.loading'))}
          </Revealed>
          {(matches !== null || check.isError) && (
            <p
              role="status"
              data-testid="verify-result"
              data-matches={matches === true}
              data-source={check.data?.source}
              className={`flex items-center gap-2 rounded-lg px-3 py-2 font-bold ${
                matches ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
              }`}
            >
              <Icon name={matches ? 'check' : 'alert'} size={18} />
              {t(matches ? 'verify.matches' : 'verify.mismatch')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Revealed({
  label,
  testId,
  mono = true,
  children,
}: {
  label: string;
  testId: string;
  mono?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</h3>
      <p
        className={mono ? 'font-mono text-xs break-all' : 'text-sm break-words tabular-nums'}
        data-testid={testId}
      >
        {children}
      </p>
    </div>
  );
}
