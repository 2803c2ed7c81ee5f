import { readGameSettings } from './game-settings';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** One soft bell partial: a sine that rises fast and fades out. */
function tone(audio: AudioContext, frequency: number, start: number, length: number, peak: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

/**
 * The Start Game chime: two short bell notes made with the Web Audio API (no sound file).
 * Silent when Sound Effects are off; a browser without audio only logs it (SPEC section 8).
 */
export function playStartChime(): void {
  if (!readGameSettings().soundEnabled) return;
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime + 0.01;
    tone(audio, 880, now, 0.35, 0.18);
    tone(audio, 1318.5, now + 0.12, 0.5, 0.14);
  } catch (error) {
    console.warn('Start chime could not play', error);
  }
}
