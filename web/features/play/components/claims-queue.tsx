import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import { useFormatters } from '@web/lib/format';

/**
 * Claims from players' phones waiting for the cashier (issue 40), in the order they came: the
 * card, the balls called when it came (the claim is judged on those) and the time. One action
 * checks a card; the check answers its claim on the player's phone.
 */
export function ClaimsQueue({
  game,
  busy,
  onCheck,
}: {
  game: Game;
  busy: boolean;
  onCheck: (cardNumber: number) => void;
}) {
  const { t } = useTranslation();
  const { time } = useFormatters();
  if (game.pending_claims.length === 0) return null;
  return (
    <section
      data-testid="claims-queue"
      aria-labelledby="claims-title"
      className="rounded-2xl border-2 border-primary bg-primary-soft p-3 shadow-sm"
    >
      <h2 id="claims-title" className="flex items-center gap-2 font-bold">
        <Icon name="alert" size={18} className="shrink-0 text-primary" />
        {t('caller.claims.title', { count: game.pending_claims.length })}
      </h2>
      <ol className="mt-2 space-y-1.5">
        {game.pending_claims.map((claim) => (
          <li
            key={claim.card_number}
            data-card={claim.card_number}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface px-3 py-2"
          >
            <span className="text-lg font-black tabular-nums">
              {t('caller.claims.card', { number: claim.card_number })}
            </span>
            <span className="text-sm text-ink-muted">
              {t('caller.claims.stamp', { count: claim.called_count, time: time(claim.at) })}
            </span>
            <Button
              className="ml-auto"
              size="sm"
              disabled={busy}
              onClick={() => onCheck(claim.card_number)}
              aria-label={t('caller.claims.checkCard', { number: claim.card_number })}
            >
              {t('caller.claims.check')}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
