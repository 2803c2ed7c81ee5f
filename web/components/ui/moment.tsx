import { useFormatters } from '@web/lib/format';

/** When something happened, as a games list shows it: the day, then the time (it may wrap). */
export function Moment({ iso }: { iso: string }) {
  const { date, time } = useFormatters();
  return (
    <time dateTime={iso} className="inline-flex flex-wrap gap-x-1.5">
      <span className="whitespace-nowrap">{date(iso)}</span>
      <span className="whitespace-nowrap text-ink-muted">{time(iso)}</span>
    </time>
  );
}
