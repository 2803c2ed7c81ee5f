import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Session } from './test-app';

export interface CallOptions {
  /** The signed-in caller; anonymous when omitted. */
  as?: Pick<Session, 'headers'> | null;
  /** An object is sent as JSON; a string is sent as it is, labelled JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API request through app.inject, as a client would send it. */
export function call(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.as?.headers, ...options.headers };
  if (typeof options.body === 'string') headers['content-type'] = 'application/json';
  return app.inject({
    method: method as InjectOptions['method'],
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as string | object }),
  });
}
