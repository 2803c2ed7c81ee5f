interface Described {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

const SCHEMA_REF = '#/components/schemas/';

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
        found.push(child.slice(SCHEMA_REF.length));
      else refsIn(child, found);
    }
  return found;
}

/**
 * The description without the component schemas no operation reaches. fastify-type-provider-zod
 * emits every schema with an id twice, as `X` for answers and `XInput` for requests, whether or not
 * a route reads or answers it; external tools report each unread one.
 */
export function withUsedSchemasOnly<T extends Described>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const pending = refsIn(document.paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name) || !(name in schemas)) continue;
    used.add(name);
    refsIn(schemas[name], pending);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
