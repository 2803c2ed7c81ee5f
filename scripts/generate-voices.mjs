// Generates the caller's ball clips ("B 12") for every language into web/public/voices/.
//
// Prerequisites (Debian): apt-get install -y espeak-ng ffmpeg
// Run:   node --import tsx scripts/generate-voices.mjs [en,am,ti,es,fr]
// The clips are committed; CI never regenerates them. See docs/voices.md and ADR 008.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GAME_MODES, letterFor, maxNumberFor } from '../core/bingo/modes.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'web', 'public', 'voices');

const FORMAT = {
  extension: 'mp3',
  mimeType: 'audio/mpeg',
  codec: 'libmp3lame',
  sampleRate: 16000,
  bitrate: '24k',
  channels: 1,
};
// Loudness target (EBU R128 integrated) and true-peak ceiling every clip is brought to.
const TARGET_LUFS = -16;
const TARGET_PEAK_DB = -1.5;
const TRIM =
  'silenceremove=start_periods=1:start_threshold=-45dB:start_silence=0.03,areverse,' +
  'silenceremove=start_periods=1:start_threshold=-45dB:start_silence=0.05,areverse';

// Tigrigna cardinals: 11-19 "ዓሰርተ X", above 20 "tens-ን units-ን" (ዕስራን ሓደን = 21).
const TI_UNITS = ['', 'ሓደ', 'ክልተ', 'ሰለስተ', 'ኣርባዕተ', 'ሓሙሽተ', 'ሽዱሽተ', 'ሸውዓተ', 'ሸሞንተ', 'ትሽዓተ'];
const TI_TENS = ['', 'ዓሰርተ', 'ዕስራ', 'ሰላሳ', 'ኣርብዓ', 'ሓምሳ', 'ስሳ', 'ሰብዓ', 'ሰማንያ', 'ቴስዓ'];

function tigrignaNumber(n) {
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new RangeError(`No Tigrigna word for ${n}`);
  if (n === 100) return 'ሚእቲ';
  const tens = Math.floor(n / 10);
  const units = n % 10;
  if (tens === 0) return TI_UNITS[units];
  if (units === 0) return TI_TENS[tens];
  if (tens === 1) return `${TI_TENS[1]} ${TI_UNITS[units]}`;
  return `${TI_TENS[tens]}ን ${TI_UNITS[units]}ን`;
}

/** espeak-ng voice, letter names as the language says them, and how the number is written. */
const LANGUAGES = {
  en: {
    voice: 'en',
    wpm: 150,
    letters: { B: 'B', I: 'I', N: 'N', G: 'G', O: 'O' },
    number: String,
  },
  // espeak-ng's Amharic reads digits as correct Amharic words (12 -> ዐሥራ ሁለት, 100 -> መቶ).
  am: {
    voice: 'am',
    wpm: 150,
    letters: { B: 'ቢ', I: 'አይ', N: 'ኤን', G: 'ጂ', O: 'ኦ' },
    number: String,
  },
  // No Tigrigna voice exists: Tigrigna words in Ethiopic script, spoken by the Amharic voice,
  // a little faster because compounds such as ሰላሳን ሸውዓተን are long.
  ti: {
    voice: 'am',
    wpm: 165,
    letters: { B: 'ቢ', I: 'ኣይ', N: 'ኤን', G: 'ጂ', O: 'ኦ' },
    number: tigrignaNumber,
  },
  es: {
    voice: 'es',
    wpm: 150,
    letters: { B: 'be', I: 'i', N: 'ene', G: 'ge', O: 'o' },
    number: String,
  },
  fr: {
    voice: 'fr',
    wpm: 150,
    letters: { B: 'bé', I: 'i', N: 'ène', G: 'gé', O: 'o' },
    number: String,
  },
};

/** Every letter+number pair a ball can have in any mode, deduplicated ("B12" is B in all). */
function voicePairs() {
  const pairs = new Map();
  for (const mode of GAME_MODES) {
    for (let n = 1; n <= maxNumberFor(mode); n += 1) {
      const letter = letterFor(n, mode);
      pairs.set(`${letter}${n}`, { letter, number: n });
    }
  }
  return [...pairs.values()].sort(
    (a, b) => a.number - b.number || a.letter.localeCompare(b.letter),
  );
}

function phraseFor(language, letter, number) {
  const spec = LANGUAGES[language];
  return `${spec.letters[letter]}, ${spec.number(number)}`;
}

async function requireTool(command, args, versionPattern, hint) {
  try {
    const { stdout } = await run(command, args);
    return versionPattern.exec(stdout)?.[1] ?? 'unknown';
  } catch {
    console.error(`generate-voices: "${command}" is missing. ${hint}`);
    process.exit(1);
  }
}

async function requireVoices(voices) {
  for (const voice of voices) {
    try {
      await run('espeak-ng', ['-q', '-v', voice, 'a']);
    } catch {
      console.error(
        `generate-voices: espeak-ng has no "${voice}" voice (Debian's espeak-ng-data).`,
      );
      process.exit(1);
    }
  }
}

async function loudness(wav) {
  const { stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostats', '-i', wav],
    ...['-af', `${TRIM},loudnorm=print_format=json`, '-f', 'null', '-'],
  ]);
  const json = JSON.parse(stderr.slice(stderr.lastIndexOf('{')));
  return { integrated: Number(json.input_i), truePeak: Number(json.input_tp) };
}

async function renderClip(language, pair, workDir) {
  const name = `${pair.letter}${pair.number}`;
  const wav = join(workDir, `${language}-${name}.wav`);
  const target = join(outDir, language, `${name}.${FORMAT.extension}`);
  const text = phraseFor(language, pair.letter, pair.number);
  const { voice, wpm } = LANGUAGES[language];
  await run('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', wav, text]);
  const level = await loudness(wav);
  if (!Number.isFinite(level.integrated)) throw new Error(`${language}/${name} is silent`);
  // Linear gain (not loudnorm's dynamic mode, which misjudges clips shorter than its 3 s window).
  const gain = Math.min(TARGET_LUFS - level.integrated, TARGET_PEAK_DB - level.truePeak);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', wav],
    ...['-af', `${TRIM},volume=${gain.toFixed(2)}dB,aresample=${FORMAT.sampleRate}`],
    ...['-ac', String(FORMAT.channels), '-c:a', FORMAT.codec, '-b:a', FORMAT.bitrate],
    // No tags, no encoder string, no random ids: the same inputs give the same bytes.
    ...['-map_metadata', '-1', '-id3v2_version', '0', '-write_xing', '0'],
    ...['-fflags', '+bitexact', '-flags:a', '+bitexact', target],
  ]);
  await rm(wav);
  return (await stat(target)).size;
}

async function inParallel(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function formatJson(value) {
  const text = JSON.stringify(value, null, 2);
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(join(outDir, 'manifest.json'))) ?? {};
    return await prettier.format(text, { ...options, parser: 'json' });
  } catch {
    return `${text}\n`;
  }
}

async function main() {
  const requested = process.argv[2]?.split(',') ?? Object.keys(LANGUAGES);
  const unknown = requested.filter((language) => !(language in LANGUAGES));
  if (unknown.length > 0) throw new Error(`Unknown language ${unknown.join(', ')}`);

  const hint = 'Install the prerequisites: apt-get install -y espeak-ng ffmpeg';
  const espeakVersion = await requireTool(
    'espeak-ng',
    ['--version'],
    /text-to-speech: (\S+)/,
    hint,
  );
  const ffmpegVersion = await requireTool('ffmpeg', ['-version'], /version (\S+)/, hint);
  await requireVoices([...new Set(requested.map((language) => LANGUAGES[language].voice))]);

  const pairs = voicePairs();
  const workDir = await mkdtemp(join(tmpdir(), 'bingo-voices-'));
  const sizes = [];
  try {
    for (const language of requested) {
      const dir = join(outDir, language);
      await mkdir(dir, { recursive: true });
      for (const file of await readdir(dir)) {
        if (file.endsWith(`.${FORMAT.extension}`)) await rm(join(dir, file));
      }
      const jobs = pairs.map((pair) => () => renderClip(language, pair, workDir));
      const languageSizes = await inParallel(jobs, availableParallelism());
      const bytes = languageSizes.reduce((sum, size) => sum + size, 0);
      console.log(`${language}: ${languageSizes.length} clips, ${(bytes / 1024).toFixed(0)} KB`);
      sizes.push(...languageSizes);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const manifest = {
    generator: 'scripts/generate-voices.mjs',
    tools: { espeakNg: espeakVersion, ffmpeg: ffmpegVersion },
    format: FORMAT,
    loudness: { integratedLufs: TARGET_LUFS, truePeakDb: TARGET_PEAK_DB },
    languages: Object.fromEntries(
      Object.entries(LANGUAGES).map(([code, spec]) => [
        code,
        { voice: spec.voice, wordsPerMinute: spec.wpm, example: phraseFor(code, 'B', 12) },
      ]),
    ),
    clipsPerLanguage: pairs.length,
    count: pairs.length * Object.keys(LANGUAGES).length,
    clips: pairs.map((pair) => `${pair.letter}${pair.number}`),
  };
  await writeFile(join(outDir, 'manifest.json'), await formatJson(manifest));

  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `${sizes.length} clips, ${(total / 1024 / 1024).toFixed(2)} MB in total, ` +
      `${(total / sizes.length / 1024).toFixed(1)} KB per clip on average (max ${(Math.max(...sizes) / 1024).toFixed(1)} KB)`,
  );
}

await main();
