import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isGameMode, type GameMode } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { preloadVoices, readVoiceSettings, speakBall, stopBallVoice } from '@web/lib/ball-voice';
import { whenIdle } from '@web/lib/when-idle';

/** Speaks each new drawn ball; the first load only remembers where the game is. */
export function useCallerVoice(game: Game | undefined, mode: GameMode): void {
  const { i18n } = useTranslation();
  const lastSpoken = useRef<number | null | undefined>(undefined);
  const last = game?.called.at(-1) ?? null;
  // The game's voice language (decision 028): every till calls the balls in the shop's language.
  const voiceLanguage = game?.voice_language ?? null;
  useEffect(() => {
    if (!game) return;
    const number = last?.number ?? null;
    if (lastSpoken.current === undefined) {
      lastSpoken.current = number;
      return;
    }
    if (number === lastSpoken.current) return;
    lastSpoken.current = number;
    if (last && !last.manual && game.state !== 'paused')
      void speakBall(last.number, mode, voiceLanguage ? { language: voiceLanguage } : {});
  }, [game, last, mode, voiceLanguage]);

  // Voices for the game's mode in the chosen language, once the mode is known (none before: a
  // quick or marathon game would fetch standard clips it never plays); again on a language change.
  const knownMode = game && isGameMode(game.mode) ? game.mode : null;
  // Started once the screen is idle: the clips wait for the board's first paint, not it for them.
  useEffect(() => {
    if (!knownMode) return;
    return whenIdle(
      () => void preloadVoices(voiceLanguage ?? readVoiceSettings().language, knownMode),
    );
  }, [knownMode, i18n.language, voiceLanguage]);
  useEffect(() => () => stopBallVoice(), []);
}
