import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTERS_MESSAGE, isPlainText } from '@core/schemas/common';
import { HttpError } from '../http-error';

type Part = 'body' | 'querystring' | 'params' | 'headers';
const CONTEXT: Record<Exclude<Part, 'headers'>, string> = {
  body: 'body',
  querystring: 'querystring',
  params: 'params',
};

/** Whether every string and key in a value keeps the plain-text rule; no paths are built. */
function allPlainText(value: unknown): boolean {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (!isPlainText(current)) return false;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const key in current) {
        if (!isPlainText(key)) return false;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return true;
}

/**
 * The path (e.g. `body.cards.2`) of the first string or key that breaks the plain-text rule. A
 * body that keeps it (nearly all) is walked once without building a path for each of its values:
 * a hall's batch holds thousands (issue 37 item 7).
 */
export function findNonPlainText(value: unknown, root: string): string | null {
  if (allPlainText(value)) return null;
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isPlainText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = `${path}.${key}`;
        if (!isPlainText(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/**
 * The zod validator of every route, with the plain-text rule applied first to the body, query and
 * path params of any route that declares a schema for them: a route added later is covered without
 * a line of its own. Headers keep their own schemas (HTTP already refuses NUL there).
 */
export const inputRuleValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  const part = routeSchema.httpPart as Part | undefined;
  if (!part || part === 'headers') return validate;
  const context = CONTEXT[part];
  return (data: unknown) => {
    const path = findNonPlainText(data, context);
    if (path !== null)
      return {
        error: new HttpError(400, 'control_characters', [
          { path, message: CONTROL_CHARACTERS_MESSAGE, code: 'control_characters' },
        ]),
      };
    return validate(data);
  };
};
