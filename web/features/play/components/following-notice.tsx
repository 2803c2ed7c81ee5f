import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tillTag } from '@core/bingo/caller-hold';
import { DEFAULT_CALL_INTERVAL } from '@core/bingo/game-limits';
import type { Game } from '@core/schemas/games';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';

/**
 * On a till that follows another till's caller (decision 051): who calls and where, that this
 * till only follows, and Take control. Past two silent intervals while calling it also says this
 * till will draw on by itself if the other stays quiet.
 */
export function FollowingNotice({
  game,
  busy,
  onTake,
}: {
  game: Game;
  busy: boolean;
  onTake: () => void;
}) {
  const { t } = useTranslation();
  const quiet = useQuietCaller(game);
  const caller = game.caller;
  if (!caller) return null;
  return (
    <section
      data-testid="following-notice"
      aria-labelledby="following-title"
      className="flex flex-col gap-2 rounded-2xl border-2 border-primary bg-primary-soft p-3 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <Icon name="user" size={20} className="mt-0.5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id="following-title" className="font-bold">
            {t('caller.followTitle')}
          </h2>
          <p data-testid="following-who" className="font-semibold break-words">
            {t('caller.followWho', { name: caller.username, till: tillTag(caller.till) })}
          </p>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{t('caller.followHint')}</p>
      {quiet && (
        <p role="status" className="flex gap-1.5 text-sm font-semibold text-danger">
          <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
          {t('caller.callerQuiet')}
        </p>
      )}
      <Button onClick={onTake} busy={busy} disabled={busy} className="h-11 text-base">
        {t('caller.takeControl')}
      </Button>
    </section>
  );
}

/** True once no ball came for two of the game's intervals while it calls (this till's clock). */
function useQuietCaller(game: Game): boolean {
  const calling = game.state === 'calling';
  const moment = `${game.id}:${game.called_count}`;
  const [quietAt, setQuietAt] = useState<string | null>(null);
  const intervalMs = (game.call_interval ?? DEFAULT_CALL_INTERVAL) * 1000;
  useEffect(() => {
    if (!calling) return;
    const handle = window.setTimeout(() => setQuietAt(moment), 2 * intervalMs + 1000);
    return () => window.clearTimeout(handle);
  }, [calling, moment, intervalMs]);
  return calling && quietAt === moment;
}
