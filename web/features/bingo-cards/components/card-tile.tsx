import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@core/schemas/cards';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/format';
import { CardGrid } from './card-grid';

export type TileAction = 'update' | 'regenerate' | 'duplicate' | 'delete' | 'deleteForever';

/** One saved card of the list: name, number, grid and SPEC's five actions. */
export function CardTile({
  card,
  copyOf,
  busy,
  disabled,
  onAction,
}: {
  card: SavedCard;
  /** The earlier card with this very grid: both papers win on the same balls. */
  copyOf: number | null;
  busy: TileAction | null;
  disabled: boolean;
  onAction: (action: TileAction) => void;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const title = t('bingoCards.cardNumber', { number: card.card_number });
  const button = (action: TileAction, variant: 'secondary' | 'dangerGhost' = 'secondary') => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => onAction(action)}
      busy={busy === action}
      disabled={disabled}
      aria-label={`${t(`bingoCards.actions.${action}`)} · ${title}`}
    >
      {t(`bingoCards.actions.${action}`)}
    </Button>
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs sm:p-4"
      data-testid="card-tile"
      data-card-number={card.card_number}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold" title={card.name}>
            {card.name}
          </h3>
          <p className="text-xs text-ink-muted">
            {t('bingoCards.updatedBy', {
              time: dateTime(card.updated_at),
              user: card.updated_by ?? '—',
            })}
          </p>
        </div>
        <span className="shrink-0 rounded-lg bg-surface-muted px-2 py-1 text-lg font-black tabular-nums">
          {card.card_number}
        </span>
      </div>
      {copyOf !== null && (
        <p
          role="note"
          data-testid="identical-copy"
          className="rounded-lg bg-danger-soft px-2 py-1 text-xs font-semibold text-danger"
        >
          {t('bingoCards.identicalCopy', { number: copyOf })}
        </p>
      )}
      <CardGrid grid={card.grid} caption={title} />
      <div className="flex flex-wrap gap-1.5">
        {button('update')}
        {button('regenerate')}
        {button('duplicate')}
        {button('delete', 'dangerGhost')}
        {button('deleteForever', 'dangerGhost')}
      </div>
    </li>
  );
}
