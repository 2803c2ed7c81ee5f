import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withUsedSchemasOnly } from './openapi-used-schemas';
import { SWAGGER_UI_CSP } from './security-headers';

const DESCRIPTION = [
  'The Bingo Hall API. Every request and answer is JSON.',
  'Authenticate with `Authorization: JWT <access>` (or `Bearer <access>`); the access token comes from',
  '`POST /api/v1/auth/login/` and is renewed with `POST /api/v1/auth/refresh/`.',
  'Errors answer `{"error": message}`, plus `details: [{path, message}]` for invalid input.',
].join(' ');

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bingo Hall API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Every path is absolute from the root of the origin that serves this document.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'JWT <access token>',
          },
          hallSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Bingo-Hall-Signature',
            description:
              "A paired hall's Ed25519 signature over the method, path, X-Bingo-Hall-Time and the " +
              "body's sha256, with X-Bingo-Hall naming the hall (decision 038)",
          },
          display: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "Display <token>: a paired TV's session, which only watches its shop",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withUsedSchemasOnly(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: SWAGGER_UI_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
