import { LETTERS } from '@core/bingo/modes';

/** A card table's header row: the B I N G O letters over the five columns. */
export function BingoLettersHead({ className = 'py-1.5' }: { className?: string }) {
  return (
    <thead>
      <tr>
        {LETTERS.map((letter) => (
          <th
            key={letter}
            scope="col"
            className={`rounded-md bg-primary font-black text-on-primary ${className}`}
          >
            {letter}
          </th>
        ))}
      </tr>
    </thead>
  );
}
