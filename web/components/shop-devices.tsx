import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_POLL_MS } from '@core/display/device-health';
import type { ShopDevices as Devices, TvHealth } from '@core/schemas/displays';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useFormatters } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import { tvApi } from '@web/lib/tv-api';
import { serverErrorText } from '@web/lib/validation';

interface ShopDevicesProps {
  shopId: number;
  /** Beside the title: the caller's "TV" button, which opens the pairing dialog. */
  action?: ReactNode;
  className?: string;
}

/**
 * The shop's devices as the till sees them (decision 053): each paired TV, connected or not, the
 * last ball it was sent and how far behind the game it is, with Unpair; and the phones following
 * the game. Asked again every DEVICES_POLL_MS while on screen, so a TV that drops shows within 5 s.
 */
export function ShopDevices({ shopId, action, className = '' }: ShopDevicesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const devices = useQuery({
    queryKey: queryKeys.shopDevices(shopId),
    queryFn: () => tvApi.devices(shopId),
    refetchInterval: DEVICES_POLL_MS,
  });
  const { data } = devices;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="shop-devices"
      className={`rounded-xl border border-line bg-surface p-3 shadow-xs ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('devices.title')}
        </h2>
        {action}
      </div>
      {devices.isPending && (
        <p className="mt-2 text-sm text-ink-muted" aria-busy="true">
          {t('devices.loading')}
        </p>
      )}
      {devices.isError && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-danger">
            {t('devices.error')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {data && <DeviceList devices={data} shopId={shopId} stale={devices.isError} />}
    </section>
  );
}

function DeviceList({
  devices,
  shopId,
  stale,
}: {
  devices: Devices;
  shopId: number;
  stale: boolean;
}) {
  const { t } = useTranslation();
  // A TV that dropped comes first: the top of the panel is what a busy till sees.
  const tvs = [...devices.tvs].sort((a, b) => Number(a.connected) - Number(b.connected));
  return (
    <div className={stale ? 'opacity-60' : undefined}>
      {tvs.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="devices-no-tv">
          {t('devices.none')}
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {tvs.map((tv) => (
            <TvRow key={tv.id} tv={tv} devices={devices} shopId={shopId} />
          ))}
        </ul>
      )}
      {devices.game && (
        <p className="mt-2 text-sm" data-testid="devices-phones">
          {t('devices.phones', { count: devices.phones })}
        </p>
      )}
    </div>
  );
}

/** What a TV holds of the game: its last ball and how far behind, or that it has none yet. */
function useBallLine(tv: TvHealth, devices: Devices): string {
  const { t } = useTranslation();
  const ball = tv.last_ball;
  const held =
    ball && ball.number !== null && ball.game_id === devices.game?.id
      ? t('devices.lastBall', { ball: `${ball.letter ?? ''}${ball.number}` })
      : t('devices.noBall');
  if (tv.balls_behind === null) return held;
  const lag =
    tv.balls_behind === 0 ? t('devices.upToDate') : t('devices.behind', { count: tv.balls_behind });
  return `${held} · ${lag}`;
}

function TvRow({ tv, devices, shopId }: { tv: TvHealth; devices: Devices; shopId: number }) {
  const { t } = useTranslation();
  const { time } = useFormatters();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const unpair = useMutation({
    mutationFn: () => tvApi.revoke(tv.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shopDevices(shopId) }),
    // The answer shows in the row, not behind the question.
    onSettled: () => setAsking(false),
  });
  const ballLine = useBallLine(tv, devices);
  return (
    <li
      className="flex items-start gap-2 py-2"
      data-testid="device-tv"
      data-connected={tv.connected}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${
          tv.connected ? 'bg-success' : 'bg-danger'
        }`}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="min-w-0 font-medium break-words">{tv.name}</span>
          <span
            data-testid="device-tv-status"
            className={tv.connected ? 'text-success' : 'font-semibold text-danger'}
          >
            {t(tv.connected ? 'devices.connected' : 'devices.disconnected')}
          </span>
          {!tv.connected && tv.since && (
            <span className="text-xs text-ink-muted">
              {t('devices.since', { time: time(tv.since) })}
            </span>
          )}
        </p>
        <p className="text-xs text-ink-muted" data-testid="device-tv-ball">
          {ballLine}
        </p>
        {unpair.isError && (
          <p role="alert" className="text-xs text-danger">
            {serverErrorText(unpair.error, t('devices.unpairError'))}
          </p>
        )}
      </div>
      <Button
        variant="dangerGhost"
        size="sm"
        aria-label={t('devices.unpairNamed', { name: tv.name })}
        onClick={() => setAsking(true)}
      >
        {t('devices.unpair')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('devices.unpairTitle')}
          message={t('devices.unpairMessage', { name: tv.name })}
          confirmLabel={t('devices.unpair')}
          busy={unpair.isPending}
          onConfirm={() => unpair.mutate()}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}
