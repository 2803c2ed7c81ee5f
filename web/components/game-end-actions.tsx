import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndGameKind } from '@web/lib/game-lifecycle';
import { EndGameDialog, type EndableGame } from './end-game-dialog';
import { Button } from './ui/button';

/**
 * Always a way to end: the agent (or the admin) pauses, closes or cancels a cashier's running
 * game, with a reason, from its Games tab or the game's record.
 */
export function GameEndActions({ game }: { game: EndableGame & { status: string } }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<EndGameKind | null>(null);
  if (game.status !== 'active') return null;
  const kinds: EndGameKind[] = game.called_count > 0 ? ['pause', 'close', 'cancel'] : ['cancel'];
  return (
    <>
      {kinds.map((each) => (
        <Button
          key={each}
          variant={each === 'pause' ? 'secondary' : 'dangerGhost'}
          size="sm"
          onClick={() => setKind(each)}
          aria-label={t(`lifecycle.${each}Named`, { id: game.id })}
        >
          {t(`lifecycle.${each}`)}
        </Button>
      ))}
      {kind && <EndGameDialog game={game} kind={kind} overseer onClose={() => setKind(null)} />}
    </>
  );
}
