import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettingsSchema, updatePlatformSettingsSchema } from '@core/schemas/platform';
import { readPlatformSettings, savePlatformSettings } from '../../commands/platform-settings';
import type { Db } from '../../db/client';
import { requireRole } from '../../plugins/auth';
import { authErrors, security } from '../route-schemas';

const tags = ['admin'];

/** The platform's settings: the admin's alone. */
export const platformSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/settings/',
    {
      schema: {
        operationId: 'getPlatformSettings',
        tags,
        security,
        summary: "The platform's settings (the hall's currency)",
        response: { 200: platformSettingsSchema, ...authErrors },
      },
    },
    async () => readPlatformSettings(db),
  );

  app.put(
    '/settings/',
    {
      schema: {
        operationId: 'updatePlatformSettings',
        tags,
        security,
        summary: "Change the platform's settings; every screen, PDF and export follows",
        description:
          "currency: the hall's money; denominations: the notes and coins a blind count takes. A " +
          'part left out stays as it is.',
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema, ...authErrors },
      },
    },
    async (request) => savePlatformSettings(db, request.body),
  );
};
