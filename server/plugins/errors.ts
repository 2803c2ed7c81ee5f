import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES, codeForStatus } from '@core/api-errors';
import type { ErrorDetail, ErrorResponse } from '@core/schemas/common';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The issue's limits and kinds a client needs to word it (minimum, maximum, origin, expected). */
const PARAM_NAMES = ['minimum', 'maximum', 'origin', 'expected', 'format'];

function paramsOf(params: unknown): Record<string, string | number> | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const kept: Record<string, string | number> = {};
  for (const name of PARAM_NAMES) {
    const value = (params as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') kept[name] = value;
    else if (typeof value === 'bigint') kept[name] = Number(value);
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const pointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = paramsOf(issue.params);
    // A refine names its own code (params.code), e.g. date_range_reversed; else zod's issue code.
    const named = (issue.params as { params?: { code?: unknown } } | undefined)?.params?.code;
    const code = typeof named === 'string' ? named : issue.keyword;
    return {
      path: pointer ? `${context}.${pointer}` : context,
      message: issue.message ?? 'Invalid value',
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
    };
  });
}

/** One error shape for the whole API: {"error": text, "code": stable code} plus details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      if (
        hasZodFastifySchemaValidationErrors(error) ||
        ('validation' in error && error.validation)
      ) {
        const body: ErrorResponse = {
          error: API_ERROR_MESSAGES.invalid_request,
          code: 'invalid_request',
          details: validationDetails(error as FastifyError),
        };
        return reply.code(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (error instanceof HttpError && (status < 500 || status === 503)) {
        const { details } = error;
        return reply.code(status).send({
          error: error.message,
          code: error.code,
          ...(details ? { details } : {}),
        } satisfies ErrorResponse);
      }
      if (status >= 400 && status < 500) {
        // Framework errors (malformed JSON, body too large): their text names no internals.
        return reply
          .code(status)
          .send({ error: error.message, code: codeForStatus(status) } satisfies ErrorResponse);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({
            error: API_ERROR_MESSAGES.service_unavailable,
            code: 'service_unavailable',
          } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 && status < 600 ? status : 500).send({
        error: API_ERROR_MESSAGES.internal_error,
        code: 'internal_error',
      } satisfies ErrorResponse);
    },
  );
}
