import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VOICE_CLIP_EXTENSION,
  createBallVoice,
  readVoiceSettings,
  voiceClipIds,
  voiceClipUrl,
  type AudioLike,
  type VoiceDeps,
} from './ball-voice';
import { LANGUAGES } from './languages';
import { installMemoryStorage } from './test-support';

const voicesDir = new URL('../public/voices/', import.meta.url);

/** Stands in for HTMLAudioElement: records what was played; the test decides how it ends. */
class FakeAudio extends EventTarget implements AudioLike {
  src = '';
  preload = '';
  error: { code: number; message: string } | null = null;
  paused = true;
  playResult: Promise<void> = Promise.resolve();
  played: string[] = [];

  play(): Promise<void> {
    this.paused = false;
    this.played.push(this.src);
    return this.playResult;
  }

  pause(): void {
    this.paused = true;
  }

  finish(type: 'ended' | 'error'): void {
    this.dispatchEvent(new Event(type));
  }
}

function setup(overrides: Partial<VoiceDeps> = {}) {
  const audio = new FakeAudio();
  const warn = vi.fn();
  const createAudio = vi.fn(() => audio);
  const deps: VoiceDeps = {
    createAudio,
    fetch: async () =>
      new Response(new Blob(['clip']), { headers: { 'content-type': 'audio/mpeg' } }),
    createObjectUrl: () => 'blob:clip',
    revokeObjectUrl: vi.fn(),
    warn,
    ...overrides,
  };
  return { audio, warn, createAudio, deps, voice: createBallVoice(deps) };
}

// Lets queued promise callbacks (play() rejections, awaited downloads) run.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('clip names', () => {
  it('names a clip by the letter the mode gives the number', () => {
    expect(voiceClipUrl('en', 12, 'standard')).toBe('/voices/en/B12.mp3');
    expect(voiceClipUrl('en', 12, 'quick')).toBe('/voices/en/I12.mp3');
    expect(voiceClipUrl('ti', 46, 'standard')).toBe('/voices/ti/G46.mp3');
    expect(voiceClipUrl('fr', 100, 'marathon')).toBe('/voices/fr/O100.mp3');
  });

  it('refuses a number the mode does not have', () => {
    expect(() => voiceClipUrl('en', 76, 'standard')).toThrow(RangeError);
    expect(() => voiceClipUrl('en', 0, 'quick')).toThrow(RangeError);
  });

  it('lists one clip per ball of a mode, and each pair of any mode once', () => {
    expect(voiceClipIds('quick')).toHaveLength(50);
    expect(voiceClipIds('standard')).toHaveLength(75);
    expect(voiceClipIds('marathon')).toHaveLength(100);
    const all = voiceClipIds();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(180);
    expect(all).toEqual(expect.arrayContaining(['B12', 'I12', 'G46', 'O100', 'N41', 'O41']));
  });
});

describe('the committed clips', () => {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', voicesDir), 'utf8')) as {
    format: { extension: string };
    clips: string[];
    languages: Record<string, unknown>;
  };

  it('match the manifest this module relies on', () => {
    expect(manifest.format.extension).toBe(VOICE_CLIP_EXTENSION);
    expect([...manifest.clips].sort()).toEqual(voiceClipIds().sort());
    expect(Object.keys(manifest.languages).sort()).toEqual(
      LANGUAGES.map((language) => language.code).sort(),
    );
  });

  it.each(LANGUAGES.map((language) => language.code))('exist for every ball in %s', (code) => {
    const missing = voiceClipIds().filter(
      (id) => !existsSync(new URL(`${code}/${id}.${VOICE_CLIP_EXTENSION}`, voicesDir)),
    );
    expect(missing).toEqual([]);
  });
});

describe('voice settings', () => {
  beforeEach(() => installMemoryStorage());

  it('defaults to English with sound on', () => {
    expect(readVoiceSettings()).toEqual({ language: 'en', soundEnabled: true });
  });

  it('follows the game settings, which store the language by name', () => {
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ language: 'Tigrigna', soundEnabled: false }),
    );
    expect(readVoiceSettings()).toEqual({ language: 'ti', soundEnabled: false });
  });

  it('falls back to the interface language when the settings lack one or are broken', () => {
    localStorage.setItem('language', 'fr');
    localStorage.setItem('gameSettings', JSON.stringify({ soundEnabled: true }));
    expect(readVoiceSettings().language).toBe('fr');
    localStorage.setItem('gameSettings', '{broken');
    expect(readVoiceSettings()).toEqual({ language: 'fr', soundEnabled: true });
  });
});

describe('speakBall', () => {
  beforeEach(() => installMemoryStorage());
  afterEach(() => vi.useRealTimers());

  it('plays the clip of the stored language and resolves when it ends', async () => {
    localStorage.setItem('gameSettings', JSON.stringify({ language: 'Amharic' }));
    const { audio, voice } = setup();
    const spoken = voice.speakBall(12, 'standard');
    await settle();
    expect(audio.played).toEqual(['/voices/am/B12.mp3']);
    audio.finish('ended');
    await expect(spoken).resolves.toBe('played');
  });

  it('reads the settings at call time, so a change applies to the next ball', async () => {
    const { audio, voice } = setup();
    void voice.speakBall(5, 'quick');
    await settle();
    localStorage.setItem('gameSettings', JSON.stringify({ language: 'Spanish' }));
    void voice.speakBall(6, 'quick');
    await settle();
    expect(audio.played).toEqual(['/voices/en/B5.mp3', '/voices/es/B6.mp3']);
  });

  it('stays silent when sound is off, without creating a player', async () => {
    localStorage.setItem('gameSettings', JSON.stringify({ soundEnabled: false }));
    const { createAudio, voice } = setup();
    await expect(voice.speakBall(12, 'standard')).resolves.toBe('muted');
    expect(createAudio).not.toHaveBeenCalled();
  });

  it('lets the caller override the stored settings', async () => {
    localStorage.setItem('gameSettings', JSON.stringify({ soundEnabled: false }));
    const { audio, voice } = setup();
    void voice.speakBall(70, 'marathon', { soundEnabled: true, language: 'fr' });
    await settle();
    expect(audio.played).toEqual(['/voices/fr/G70.mp3']);
  });

  it('logs and resolves when the browser refuses to play (autoplay policy)', async () => {
    const { audio, warn, voice } = setup();
    audio.playResult = Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    await expect(voice.speakBall(12, 'standard')).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(
      'Ball voice /voices/en/B12.mp3 could not be played',
      expect.any(DOMException),
    );
  });

  it('logs and resolves when the clip fails to load', async () => {
    const { audio, warn, voice } = setup();
    audio.playResult = new Promise(() => {});
    const spoken = voice.speakBall(12, 'standard');
    await settle();
    audio.error = { code: 4, message: 'MEDIA_ELEMENT_ERROR: Format error' };
    audio.finish('error');
    await expect(spoken).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up on a clip that never ends', async () => {
    vi.useFakeTimers();
    const { audio, warn, voice } = setup();
    audio.playResult = new Promise(() => {});
    const spoken = voice.speakBall(12, 'standard');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(spoken).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs a number the mode does not have instead of throwing', async () => {
    const { warn, voice } = setup();
    await expect(voice.speakBall(90, 'standard')).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops the clip still playing when the next ball comes', async () => {
    const { audio, warn, voice } = setup();
    const first = voice.speakBall(1, 'standard');
    await settle();
    const second = voice.speakBall(2, 'standard');
    await expect(first).resolves.toBe('interrupted');
    // The one player is reused: its next 'ended' belongs to the new clip only.
    audio.finish('ended');
    await expect(second).resolves.toBe('played');
    expect(audio.played).toEqual(['/voices/en/B1.mp3', '/voices/en/B2.mp3']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stopBallVoice cuts the clip off and pauses the player', async () => {
    const { audio, voice } = setup();
    const spoken = voice.speakBall(1, 'standard');
    await settle();
    voice.stopBallVoice();
    await expect(spoken).resolves.toBe('interrupted');
    expect(audio.paused).toBe(true);
  });
});

describe('preloadVoices', () => {
  beforeEach(() => installMemoryStorage());

  it('downloads every clip of the mode once and plays them from memory', async () => {
    const fetch = vi.fn(
      async () => new Response(new Blob(['clip']), { headers: { 'content-type': 'audio/mpeg' } }),
    );
    const { audio, voice } = setup({ fetch });
    await voice.preloadVoices('en', 'quick');
    await voice.preloadVoices('en', 'quick');
    expect(fetch).toHaveBeenCalledTimes(50);
    expect(fetch).toHaveBeenCalledWith('/voices/en/I12.mp3');
    void voice.speakBall(12, 'quick');
    await settle();
    expect(audio.played).toEqual(['blob:clip']);
  });

  it('logs a clip it cannot fetch and plays that one from its address', async () => {
    const fetch = vi.fn(
      async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
    const { audio, warn, voice } = setup({ fetch });
    await expect(voice.preloadVoices('am', 'quick')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(50);
    localStorage.setItem('gameSettings', JSON.stringify({ language: 'Amharic' }));
    void voice.speakBall(3, 'quick');
    await settle();
    expect(audio.played).toEqual(['/voices/am/B3.mp3']);
  });

  it('downloads nothing with sound off, and lets go of what it had', async () => {
    const fetch = vi.fn(
      async () => new Response(new Blob(['clip']), { headers: { 'content-type': 'audio/mpeg' } }),
    );
    const { voice } = setup({ fetch });
    await voice.preloadVoices('en', 'quick');
    localStorage.setItem('gameSettings', JSON.stringify({ soundEnabled: false }));
    await voice.preloadVoices('en', 'quick');
    await voice.preloadVoices('en', 'standard');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(50);
    // Sound on again: the clips it let go of are fetched again.
    localStorage.setItem('gameSettings', JSON.stringify({ soundEnabled: true }));
    await voice.preloadVoices('en', 'quick');
    expect(fetch).toHaveBeenCalledTimes(100);
  });

  it('downloads two clips at a time; a ball called before its clip plays from its address, fetched once', async () => {
    const pending: (() => void)[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          pending.push(() =>
            resolve(
              new Response(new Blob(['clip']), { headers: { 'content-type': 'audio/mpeg' } }),
            ),
          ),
        ),
    );
    const { audio, voice } = setup({ fetch });
    const done = voice.preloadVoices('en', 'quick');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    void voice.speakBall(49, 'quick');
    await settle();
    expect(audio.played).toEqual(['/voices/en/O49.mp3']);
    while (pending.length > 0) {
      pending.shift()!();
      await settle();
    }
    await done;
    // O49 came from its address, once: the preload left it out.
    expect(fetch).toHaveBeenCalledTimes(49);
    expect(fetch).not.toHaveBeenCalledWith('/voices/en/O49.mp3');
  });

  it('releases the clips of the previous language', async () => {
    const fetch = vi.fn(
      async () => new Response(new Blob(['clip']), { headers: { 'content-type': 'audio/mpeg' } }),
    );
    const { voice } = setup({ fetch });
    await voice.preloadVoices('en', 'quick');
    await voice.preloadVoices('fr', 'quick');
    await voice.preloadVoices('en', 'quick');
    expect(fetch).toHaveBeenCalledTimes(150);
  });

  it('gives a clip an address only when it is spoken, and releases it when it ends', async () => {
    const createObjectUrl = vi.fn(() => 'blob:clip');
    const { audio, deps, voice } = setup({ createObjectUrl });
    await voice.preloadVoices('en', 'quick');
    expect(createObjectUrl).not.toHaveBeenCalled();
    const spoken = voice.speakBall(7, 'quick');
    await settle();
    expect(createObjectUrl).toHaveBeenCalledTimes(1);
    audio.finish('ended');
    await expect(spoken).resolves.toBe('played');
    expect(deps.revokeObjectUrl).toHaveBeenCalledWith('blob:clip');
  });
});
