import { patternName } from '@web/lib/pattern-names';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicVerify } from '@core/schemas/game-record';
import { PublicPage, retryUnlessRefused } from '@web/components/public-page';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { drawnFollowOrder } from '../lib/recompute';
import { CommitmentCheck } from './commitment-check';
import { FairDrawCheck } from './fair-draw-check';
import { GameFacts } from './game-facts';

/** A running game is asked again now and then, so the page turns into the proof at the end. */
const RUNNING_REFRESH_MS = 15_000;

/** The players' page (no sign-in): the commitment, then the order and salt, checked right here. */
export function VerifyPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const valid = /^[0-9a-f]{16}$/.test(token);
  const query = useQuery({
    queryKey: queryKeys.verify(token),
    queryFn: ({ signal }) =>
      api.get<PublicVerify>(`/public/verify/${token}/`, { signal, auth: false }),
    enabled: valid,
    retry: retryUnlessRefused,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? RUNNING_REFRESH_MS : false),
  });

  return (
    <PublicPage
      title={t('verify.title')}
      heading={t('verify.title')}
      width="max-w-5xl"
      valid={valid}
      query={query}
      notFound={t('verify.notFound')}
      loadError={t('verify.loadError')}
    >
      {(game) => <Proof game={game} />}
    </PublicPage>
  );
}

function Proof({ game }: { game: PublicVerify }) {
  const { t } = useTranslation();
  const running = game.status === 'running';
  const drawnInOrder = game.order ? drawnFollowOrder(game.called, game.order) : null;
  const manual = game.called.filter((call) => call.manual).length;
  return (
    <>
      <GameFacts game={game} />
      <p
        data-testid="verify-status"
        data-status={game.status}
        className="rounded-xl border border-line bg-surface p-4 text-sm shadow-xs"
      >
        <strong className="block text-base">
          {t(running ? 'verify.running' : 'verify.ended')}
        </strong>
        {t(running ? 'verify.runningHint' : 'verify.endedHint', { count: game.called.length })}
      </p>
      {game.fair_draw.format === 2 ? (
        <FairDrawCheck game={game} />
      ) : (
        <CommitmentCheck
          commitment={game.commitment}
          order={game.revealed ? game.order : null}
          salt={game.revealed ? game.salt : null}
          plan={game.plan}
          testId="current"
        />
      )}
      {game.plan && (
        <section
          data-testid="verify-patterns"
          className="rounded-xl border border-line bg-surface p-4 text-sm shadow-xs"
        >
          <h2 className="font-semibold">{t('verify.patterns')}</h2>
          <p>{game.plan.patterns.map((pattern) => patternName(t, pattern)).join(', ')}</p>
          {game.plan.skip_unused && <p className="text-ink-muted">{t('verify.skipUnused')}</p>}
        </section>
      )}
      {game.order && drawnInOrder !== null && (
        <p
          data-testid="drawn-in-order"
          className={`text-sm font-semibold ${drawnInOrder ? 'text-success' : 'text-danger'}`}
        >
          {t(drawnInOrder ? 'verify.drawnInOrder' : 'verify.drawnOutOfOrder')}
        </p>
      )}
      {manual > 0 && (
        <p className="text-sm text-ink-muted">{t('verify.manual', { count: manual })}</p>
      )}
      {game.abandoned.length > 0 && game.fair_draw.format === 1 && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">
            {t('verify.abandoned', { count: game.abandoned.length })}
          </h2>
          <p className="text-sm text-ink-muted">{t('verify.abandonedHint')}</p>
          {game.abandoned.map((earlier, index) => (
            <CommitmentCheck
              key={earlier.commitment}
              {...earlier}
              plan={game.plan}
              testId={`abandoned-${index}`}
            />
          ))}
        </section>
      )}
      <details className="rounded-xl border border-line bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t('verify.howTitle')}</summary>
        <p className="mt-2">{t(game.fair_draw.format === 2 ? 'verify.fair.how' : 'verify.how')}</p>
        <p className="mt-2 font-mono text-xs break-words text-ink-muted">
          {game.commitment_input_format}
        </p>
      </details>
    </>
  );
}
