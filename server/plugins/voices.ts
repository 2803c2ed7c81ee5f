import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http-error';

/** The caller's languages (web/lib/languages.ts); a hall may replace any of their clips. */
const VOICE_LANGUAGES: readonly string[] = ['en', 'am', 'ti', 'es', 'fr'];
/** Letter, number, the bundled format (web/public/voices/manifest.json): "B12.mp3". */
export const VOICE_CLIP_FILE = /^[BINGO][0-9]{1,3}\.mp3$/;

export interface VoicesOptions {
  /** The Vite build whose voices/ folder holds the bundled clips. */
  webDist: string;
  /** A hall's own recordings: <voicesDir>/<lang>/<clip>, each replacing the bundled clip. */
  voicesDir: string;
}

/** BINGO_VOICES_DIR, or voices/ in the data directory (BINGO_DATA_DIR, ./data by default). */
export function voicesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BINGO_VOICES_DIR || join(env.BINGO_DATA_DIR || './data', 'voices'));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * GET /voices/<lang>/<clip>: the hall's recording when one exists, otherwise the bundled clip.
 * Looked up on every request, so a recording dropped in takes effect without a restart.
 */
export async function registerVoices(app: FastifyInstance, options: VoicesOptions): Promise<void> {
  const roots = [resolve(options.voicesDir), resolve(options.webDist, 'voices')];
  await app.register(async (scope) => {
    // The web static plugin already gives replies sendFile; without it, bring our own.
    if (!scope.hasReplyDecorator('sendFile')) {
      await scope.register(fastifyStatic, {
        // Never served from: every sendFile below names its root.
        root: fileURLToPath(new URL('.', import.meta.url)),
        serve: false,
      });
    }
    scope.get<{ Params: { lang: string; file: string } }>(
      '/voices/:lang/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { lang, file } = request.params;
        if (!VOICE_LANGUAGES.includes(lang) || !VOICE_CLIP_FILE.test(file)) {
          throw new HttpError(400, 'invalid_voice_clip');
        }
        const root = roots.find((dir) => isFile(join(dir, lang, file)));
        if (!root) throw notFound('voice_clip_not_found');
        // Revalidated on every use (ETag): a replaced recording is picked up at the next preload.
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile(`${lang}/${file}`, root, { cacheControl: false });
      },
    );
  });
}
