import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicVerify } from '@core/schemas/game-record';
import { Icon } from '@web/components/ui/icons';
import { OrderRevealed, Revealed, Verdict } from './proof-parts';
import { checkFairDraw, type FairDrawFindings } from '../lib/fair-draw-recompute';

/**
 * A format-2 game's proof (decision 054), checked in this browser: the commitment published
 * before sales, the sold cards sealed at the start, the public round, then the seed and order.
 */
export function FairDrawCheck({ game }: { game: PublicVerify }) {
  const { t } = useTranslation();
  const { fair_draw: draw } = game;
  const check = useQuery({
    queryKey: [
      'fair-draw-check',
      game.game_id,
      game.revealed,
      draw.beacon?.round ?? null,
      draw.offline,
    ],
    queryFn: () => checkFairDraw(game),
    retry: false,
    staleTime: Infinity,
  });
  const found = check.data;
  return (
    <section
      data-testid="fair-draw"
      className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs"
    >
      <Revealed label={t('verify.fair.commitment')} testId="commitment">
        {game.commitment}
      </Revealed>
      <Revealed label={t('verify.fair.seal')} testId="seal">
        {draw.seal}
      </Revealed>
      <Revealed label={t('verify.fair.sealedCards')} testId="sealed-cards" mono={false}>
        {game.sealed && game.sealed.cards.length > 0
          ? game.sealed.cards.join(', ')
          : t('verify.fair.noCardsNamed')}
      </Revealed>
      {found && (
        <Verdict
          ok={found.sealMatches}
          text={t(found.sealMatches ? 'verify.fair.sealMatches' : 'verify.fair.sealMismatch')}
          testId="seal-result"
        />
      )}
      <BeaconLine game={game} found={found} />
      {game.revealed && game.salt !== null ? (
        <>
          {game.order && <OrderRevealed order={game.order} />}
          <Revealed label={t('verify.fair.seed')} testId="seed">
            {game.salt}
          </Revealed>
          {found?.seedMatches != null && (
            <Verdict
              ok={found.seedMatches}
              text={t(found.seedMatches ? 'verify.fair.seedMatches' : 'verify.fair.seedMismatch')}
              testId="seed-result"
            />
          )}
          {found?.orderMatches != null && (
            <Verdict
              ok={found.orderMatches}
              text={t(
                found.orderMatches ? 'verify.fair.orderMatches' : 'verify.fair.orderMismatch',
              )}
              testId="verify-result"
            />
          )}
          {found?.abandonedMatch.map(
            (ok, index) =>
              ok !== null && (
                <Verdict
                  key={index}
                  ok={ok}
                  text={t(ok ? 'verify.fair.abandonedMatches' : 'verify.fair.abandonedMismatch', {
                    number: index + 1,
                  })}
                  testId={`abandoned-result-${index}`}
                />
              ),
          )}
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('verify.fair.seedSealed')}</p>
      )}
    </section>
  );
}

const BEACON_TEXTS = {
  verified: 'verify.fair.beaconValid',
  invalid: 'verify.fair.beaconInvalid',
  early: 'verify.fair.beaconEarly',
  offline: 'verify.fair.offline',
  waiting: 'verify.fair.waiting',
} as const;

function BeaconLine({ game, found }: { game: PublicVerify; found: FairDrawFindings | undefined }) {
  const { t } = useTranslation();
  const { fair_draw: draw } = game;
  if (draw.offline)
    return (
      <p
        data-testid="beacon-result"
        data-beacon="offline"
        className="flex items-center gap-2 rounded-lg border border-line bg-surface-muted px-3 py-2 font-bold"
      >
        <Icon name="alert" size={18} />
        {t('verify.fair.offline')}
      </p>
    );
  if (!draw.beacon)
    return (
      <p data-testid="beacon-result" data-beacon="waiting" className="text-sm text-ink-muted">
        {t('verify.fair.waiting', { round: draw.beacon_round })}
      </p>
    );
  return (
    <>
      <Revealed
        label={t('verify.fair.round', { round: draw.beacon.round })}
        testId="beacon-signature"
      >
        {draw.beacon.signature}
      </Revealed>
      {found && (
        <Verdict
          ok={found.beacon === 'verified'}
          text={t(BEACON_TEXTS[found.beacon])}
          testId="beacon-result"
        />
      )}
    </>
  );
}
