import { GAME_MODES, letterFor, maxNumberFor, type GameMode } from '@core/bingo/modes';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageCodeFromName,
  type LanguageCode,
} from './languages';
import { STORAGE_KEYS, readJson, readString } from './storage';

/** The clips' file extension; web/public/voices/manifest.json says the same (a test checks). */
export const VOICE_CLIP_EXTENSION = 'mp3';
const VOICES_PATH = '/voices';
// A clip lasts about 2 s; one that has not ended by then is stuck (stalled network, no device).
const PLAY_TIMEOUT_MS = 10_000;
// Clips downloaded at a time: 75 at once cost the caller 0.3 s of main thread at load (each fetch
// and blob a task) and took the network from the game's own requests; 2 keep it a trickle.
const PRELOAD_AT_ONCE = 2;

export interface VoiceSettings {
  language: LanguageCode;
  soundEnabled: boolean;
}

/** 'interrupted': a newer ball (or stopBallVoice) cut the clip off. */
export type VoiceOutcome = 'played' | 'muted' | 'interrupted' | 'failed';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Read at call time: the game settings' language (stored by name), else the interface language,
 * else English; sound is on unless the settings turned it off.
 */
export function readVoiceSettings(): VoiceSettings {
  const settings = readJson<Record<string, unknown> | null>(
    STORAGE_KEYS.gameSettings,
    null,
    isRecord,
  );
  const uiLanguage = readString(STORAGE_KEYS.language);
  return {
    language:
      languageCodeFromName(settings?.language) ??
      (isLanguageCode(uiLanguage) ? uiLanguage : DEFAULT_LANGUAGE),
    soundEnabled: typeof settings?.soundEnabled === 'boolean' ? settings.soundEnabled : true,
  };
}

/** "B12" for 12 in standard, "I12" in quick; throws a RangeError for a number the mode lacks. */
export function voiceClipId(n: number, mode: GameMode): string {
  return `${letterFor(n, mode)}${n}`;
}

export function voiceClipUrl(language: LanguageCode, n: number, mode: GameMode): string {
  return `${VOICES_PATH}/${language}/${voiceClipId(n, mode)}.${VOICE_CLIP_EXTENSION}`;
}

/** The clip ids a mode needs, or, without a mode, every id of any mode once. */
export function voiceClipIds(mode?: GameMode): string[] {
  const ids = new Set<string>();
  for (const each of mode ? [mode] : GAME_MODES) {
    for (let n = 1; n <= maxNumberFor(each); n += 1) ids.add(voiceClipId(n, each));
  }
  return [...ids];
}

/** The part of HTMLAudioElement the caller uses, so tests can stand in for it. */
export interface AudioLike {
  src: string;
  preload: string;
  readonly error: { code: number; message: string } | null;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

export interface VoiceDeps {
  createAudio: () => AudioLike;
  fetch: (url: string) => Promise<Response>;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
  warn: (message: string, detail?: unknown) => void;
}

export interface SpeakOptions {
  /** Overrides the stored language or sound toggle for this call. */
  language?: LanguageCode;
  soundEnabled?: boolean;
}

export interface BallVoice {
  speakBall(n: number, mode: GameMode, options?: SpeakOptions): Promise<VoiceOutcome>;
  /** Downloads the mode's clips in one language; none with sound off (the stored setting by default). */
  preloadVoices(language: LanguageCode, mode: GameMode, soundEnabled?: boolean): Promise<void>;
  stopBallVoice(): void;
}

const browserDeps = (): VoiceDeps => ({
  createAudio: () => new Audio(),
  fetch: (url) => fetch(url),
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  warn: (message, detail) => console.warn(message, detail),
});

/** One player: a new ball stops the clip still playing. Never throws; failures are only logged. */
export function createBallVoice(deps: VoiceDeps = browserDeps()): BallVoice {
  let player: AudioLike | null = null;
  let current: ((outcome: VoiceOutcome, reason?: unknown) => void) | null = null;
  let turn = 0;
  // Clip URL -> its preloaded bytes (null when the download failed), from the moment its
  // download starts; `waiting` holds the clips not started yet. The bytes get an object URL only
  // when spoken: making one costs about 3 ms of a slow device's main thread, 75 at load.
  const preloaded = new Map<string, Promise<Blob | null>>();
  let waiting: string[] = [];
  let draining: Promise<void> | null = null;

  async function downloadWaiting(): Promise<void> {
    for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
      if (preloaded.has(url)) continue;
      const bytes = download(url);
      preloaded.set(url, bytes);
      await bytes;
    }
  }

  async function download(url: string): Promise<Blob | null> {
    try {
      const response = await deps.fetch(url);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('audio/')) {
        throw new Error(`HTTP ${response.status} ${type}`.trim());
      }
      return await response.blob();
    } catch (error) {
      deps.warn(`Ball voice ${url} could not be preloaded`, error);
      preloaded.delete(url);
      return null;
    }
  }

  function halt(): void {
    current?.('interrupted');
    player?.pause();
  }

  function stopBallVoice(): void {
    turn += 1;
    halt();
  }

  /** Plays `src` (released by `release` once it ends, fails or is cut off). */
  function play(src: string, url: string, release?: () => void): Promise<VoiceOutcome> {
    const audio = (player ??= deps.createAudio());
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish('failed', new Error('timed out')), PLAY_TIMEOUT_MS);
      const onEnded = () => finish('played');
      const onError = () => finish('failed', audio.error ?? new Error('media error'));
      const finish = (outcome: VoiceOutcome, reason?: unknown) => {
        if (current !== finish) return;
        current = null;
        clearTimeout(timer);
        audio.removeEventListener('ended', onEnded);
        audio.removeEventListener('error', onError);
        release?.();
        if (outcome === 'failed') deps.warn(`Ball voice ${url} could not be played`, reason);
        resolve(outcome);
      };
      current = finish;
      audio.addEventListener('ended', onEnded);
      audio.addEventListener('error', onError);
      try {
        audio.preload = 'auto';
        audio.src = src;
        // Autoplay policy, a missing file or an unsupported format all reject here.
        audio.play().catch((error: unknown) => finish('failed', error));
      } catch (error) {
        finish('failed', error);
      }
    });
  }

  async function speakBall(
    n: number,
    mode: GameMode,
    options: SpeakOptions = {},
  ): Promise<VoiceOutcome> {
    const myTurn = (turn += 1);
    const stored = readVoiceSettings();
    const soundEnabled = options.soundEnabled ?? stored.soundEnabled;
    if (!soundEnabled) return 'muted';
    let url: string;
    try {
      url = voiceClipUrl(options.language ?? stored.language, n, mode);
    } catch (error) {
      deps.warn(`No ball voice for ${n} in ${mode}`, error);
      return 'failed';
    }
    const started = preloaded.get(url);
    // Not downloaded yet: the player fetches it now, so the preload need not fetch it again.
    if (!started) waiting = waiting.filter((each) => each !== url);
    const bytes = await started;
    // A newer ball arrived while this one waited for its download.
    if (myTurn !== turn) return 'interrupted';
    halt();
    if (!bytes) return play(url, url);
    const objectUrl = deps.createObjectUrl(bytes);
    return play(objectUrl, url, () => deps.revokeObjectUrl(objectUrl));
  }

  async function preloadVoices(
    language: LanguageCode,
    mode: GameMode,
    soundEnabled = readVoiceSettings().soundEnabled,
  ): Promise<void> {
    const prefix = `${VOICES_PATH}/${language}/`;
    // With sound off nothing is spoken, so nothing is downloaded either.
    for (const url of [...preloaded.keys()])
      if (!soundEnabled || !url.startsWith(prefix)) preloaded.delete(url);
    waiting = [];
    if (!soundEnabled) return;
    const urls = voiceClipIds(mode).map((id) => `${prefix}${id}.${VOICE_CLIP_EXTENSION}`);
    // A ball called before its clip's turn plays from its address (speakBall).
    waiting = urls.filter((url) => !preloaded.has(url));
    while (waiting.length > 0) {
      draining ??= Promise.all(Array.from({ length: PRELOAD_AT_ONCE }, downloadWaiting)).then(
        () => {
          draining = null;
        },
      );
      await draining;
    }
    await Promise.all(urls.map((url) => preloaded.get(url)));
  }

  return { speakBall, preloadVoices, stopBallVoice };
}

let shared: BallVoice | null = null;
const voice = () => (shared ??= createBallVoice());

/**
 * Speaks a ball ("B 12") in the stored language unless sound is off. Resolves when the clip ends,
 * fails (logged with console.warn) or is cut off by the next ball; never rejects.
 */
export const speakBall = (n: number, mode: GameMode, options?: SpeakOptions) =>
  voice().speakBall(n, mode, options);

/** Downloads a language's clips for a mode so the next balls play at once; never rejects. */
export const preloadVoices = (language: LanguageCode, mode: GameMode) =>
  voice().preloadVoices(language, mode);

/** Stops the clip playing now (pause, reset, leaving the caller). */
export const stopBallVoice = () => voice().stopBallVoice();
