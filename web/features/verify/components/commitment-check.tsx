import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@web/lib/query-keys';
import { recomputeCommitment } from '../lib/recompute';
import { OrderRevealed, Revealed, Verdict } from './proof-parts';

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
          <OrderRevealed order={order} />
          <Revealed label={t('verify.salt')} testId="salt">
            {salt}
          </Revealed>
          <Revealed label={t('verify.recomputed')} testId="recomputed">
            {check.data?.hash ?? (check.isError ? '—' : t('app.loading'))}
          </Revealed>
          {(matches !== null || check.isError) && (
            <Verdict
              ok={matches === true}
              text={t(matches ? 'verify.matches' : 'verify.mismatch')}
              testId="verify-result"
              source={check.data?.source}
            />
          )}
        </>
      )}
    </section>
  );
}
