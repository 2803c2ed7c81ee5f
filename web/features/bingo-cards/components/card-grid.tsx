import { useTranslation } from 'react-i18next';
import { BingoLettersHead } from '@web/components/ui/bingo-letters';
import { isCentre } from '@core/bingo/card';

/** A card's 5x5 of text under the B I N G O letters; the centre shows the free star. */
export function CardGrid({
  grid,
  caption,
}: {
  grid: readonly (readonly string[])[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center">
      <caption className="sr-only">{caption}</caption>
      <BingoLettersHead className="py-1 text-sm" />
      <tbody>
        {grid.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, column) => (
              <td
                key={column}
                className={`h-9 rounded-md border text-sm font-bold tabular-nums ${
                  isCentre(row, column)
                    ? 'border-primary bg-primary-soft text-ink'
                    : 'border-line bg-surface text-ink'
                }`}
              >
                {isCentre(row, column) ? <span aria-label={t('card.free')}>★</span> : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
