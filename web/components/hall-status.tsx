import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/lib/auth';
import { useFormatters } from '@web/lib/format';
import { useHallStatus } from '@web/lib/halls';
import { TakeAllowanceButton } from './hall-allowance';

/** "1:02:03" / "4:05": a span of time, the same in every language. */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The till's view of its hall server (decision 038): online or not, the time since the last sync,
 * the entries waiting to upload, and the offline allowance with its countdown. Nothing on central.
 */
export function HallStatusBar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { money, figure } = useFormatters();
  const status = useHallStatus();
  const now = useNow(1000);
  const hall = status.data;
  if (!hall || hall.mode !== 'hall') return null;
  const expiresIn = hall.expires_at ? Date.parse(hall.expires_at) - now : null;
  // Central answers but refuses the upload (issue 37): online, and not silently so.
  const refused = hall.online ? hall.upload_refused : null;
  let link = hall.online ? t('hall.status.online') : t('hall.status.offline');
  if (refused)
    link = t('hall.status.refused', {
      reason: t(`apiErrors.${refused.code}`, { defaultValue: refused.code }),
    });
  const hasAllowance = hall.allowance !== null && expiresIn !== null && expiresIn > 0;
  return (
    <div
      data-testid="hall-status"
      role="status"
      className="flex min-w-0 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-t border-line bg-surface px-4 py-1.5 text-xs sm:px-6 sm:text-sm desk:px-8"
    >
      <span
        data-testid="hall-online"
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-bold ${
          hall.online && !refused ? 'bg-success-soft text-success' : 'bg-danger text-surface'
        }`}
      >
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-current" />
        {link}
      </span>
      <span className="text-ink-muted" data-testid="hall-last-sync">
        {hall.last_sync_at
          ? t('hall.status.synced', { time: formatSpan(now - Date.parse(hall.last_sync_at)) })
          : t('hall.status.neverSynced')}
      </span>
      <span className="text-ink-muted" data-testid="hall-pending">
        {t('hall.status.pending', {
          count: hall.pending_events,
          value: figure(hall.pending_events),
        })}
      </span>
      {hasAllowance ? (
        <span data-testid="hall-allowance" className="font-semibold">
          {t('hall.status.allowance', {
            count: hall.games_left ?? 0,
            amount: money(hall.allowance ?? 0),
            games: figure(hall.games_left ?? 0),
            time: formatSpan(expiresIn),
          })}
        </span>
      ) : (
        <span data-testid="hall-allowance" className="font-semibold text-danger">
          {t('hall.status.noAllowance')}
        </span>
      )}
      {user?.role !== 'admin' && <TakeAllowanceButton />}
    </div>
  );
}
