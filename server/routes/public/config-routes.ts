import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@core/schemas/common';
import { publicConfigSchema } from '@core/schemas/platform';
import { readPlatformSettings } from '../../commands/platform-settings';
import type { Db } from '../../db/client';
import { noSecurity } from '../route-schemas';

/** Read once by every page (signed in or not, the verify page too). */
export const publicConfigRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string | null;
}> = async (app, { db, publicUrl }) => {
  app.get(
    '/config/',
    {
      schema: {
        operationId: 'getPublicConfig',
        tags: ['public'],
        security: noSecurity,
        summary: "The hall's public address and currency (no sign-in)",
        description:
          'public_url is BINGO_PUBLIC_URL: every link and QR code that leaves the till (the ' +
          "players' verify page) uses it; null means the page's own origin. currency is the " +
          'platform setting every amount is shown in.',
        response: { 200: publicConfigSchema, 429: errorResponseSchema },
      },
    },
    async () => {
      const { currency, denominations } = await readPlatformSettings(db);
      return { public_url: publicUrl, currency, denominations };
    },
  );
};
