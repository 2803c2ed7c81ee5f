import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { thisTill } from './till-id';

/**
 * This till against the game's caller (decision 051): `following` while another till holds it.
 * A till that had the caller and sees it taken says so once; so does one that gets it back.
 */
export function useCallerRole(game: Game | undefined): { till: string; following: boolean } {
  const { t } = useTranslation();
  const till = thisTill();
  const holder = game?.status === 'active' ? (game.caller?.till ?? null) : null;
  const following = holder !== null && holder !== till;
  const holding = holder === till;
  const before = useRef<'following' | 'holding' | null>(null);
  useEffect(() => {
    const now = following ? 'following' : holding ? 'holding' : null;
    if (now === null || now === before.current) return;
    const was = before.current;
    before.current = now;
    if (was === 'holding' && now === 'following')
      toast.info(t('caller.controlTaken'), { autoClose: MAIN_SCREEN_TOAST_MS });
    if (was === 'following' && now === 'holding')
      toast.info(t('caller.controlHere'), { autoClose: MAIN_SCREEN_TOAST_MS });
  }, [following, holding, t]);
  return { till, following };
}
