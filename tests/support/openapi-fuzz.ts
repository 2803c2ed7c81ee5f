import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-operations';

// Bad requests generated from the app's own OpenAPI description: a plausible request for an
// operation with exactly one poison in it, a value that no schema of this API accepts at that spot.
// Poisons are chosen so that they are bad whatever the route does with them: a control character
// (refused for every string by the input rule), a value of the wrong JSON type, outside a declared
// minimum/maximum/length/enum, or an amount below one cent. Unions only get the universal poisons.

export interface BadRequest {
  method: string;
  url: string;
  /** undefined: no body sent. */
  body?: unknown;
  /** Where the poison is and what it is, for the failure message. */
  poison: string;
}

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];

export function createFuzzer(doc: OpenApiDocument, knownIds: number[]) {
  const components = doc.components?.schemas ?? {};

  function resolve(schema: JsonSchema, seen = 0): JsonSchema {
    if (!schema.$ref || seen > 20) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(components[name] ?? {}, seen + 1);
  }

  function typesOf(raw: JsonSchema): string[] {
    const schema = resolve(raw);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return branches.flatMap(typesOf);
    if (schema.allOf) return schema.allOf.flatMap(typesOf);
    if (schema.enum) return [...new Set(schema.enum.map((v) => jsonType(v)))];
    if (schema.const !== undefined) return [jsonType(schema.const)];
    if (schema.type) return [schema.type].flat().map((t) => (t === 'integer' ? 'number' : t));
    return ['any'];
  }

  const isUnion = (raw: JsonSchema) => {
    const schema = resolve(raw);
    return Boolean(schema.anyOf ?? schema.oneOf ?? schema.allOf);
  };

  /** A value the schema may well accept (not guaranteed: only the poison must be sure). */
  function plausible(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((b) => plausible(b, depth + 1)));
    if (schema.allOf?.[0]) return plausible(schema.allOf[0], depth + 1);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const type = [schema.type].flat()[0];
    switch (type) {
      case 'string':
        if (schema.format === 'date') return fc.constantFrom('2026-01-31', '2026-12-01');
        return fc.string({
          minLength: schema.minLength ?? 1,
          maxLength: Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 24, 24)),
        });
      case 'integer':
        return fc.oneof(
          fc.constantFrom(...knownIds),
          fc.integer({ min: lowerBound(schema), max: upperBound(schema) }),
        );
      case 'number':
        if (schema.format === 'amount')
          return fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100);
        return fc.double({ min: lowerBound(schema), max: upperBound(schema), noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth > 4) return fc.constant([]);
        if (schema.prefixItems)
          return fc.tuple(...schema.prefixItems.map((item) => plausible(item, depth + 1)));
        const minLength = schema.minItems ?? 0;
        return fc.array(plausible(schema.items ?? {}, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
        });
      }
      case 'object': {
        if (depth > 4) return fc.constant({});
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const entries = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, plausible(value, depth + 1)]),
        );
        return fc.record(entries, {
          requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
        });
      }
      default:
        return fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.boolean());
    }
  }

  /** A value no schema of the API accepts here (in a body: JSON as parsed). */
  function poison(raw: JsonSchema, place: 'body' | 'text', depth = 0): fc.Arbitrary<unknown> {
    const control = controlText();
    const schema = resolve(raw);
    if (isUnion(schema) || depth > 4) return fc.oneof(control, wrongType(typesOf(schema), place));
    const type = [schema.type].flat()[0];
    const options: fc.Arbitrary<unknown>[] = [control, wrongType(typesOf(schema), place)];
    if (schema.enum) options.push(fc.constant('not-one-of-these'));
    const number = (n: number): unknown => (place === 'text' ? String(n) : n);
    switch (type) {
      case 'string':
        if (schema.maxLength !== undefined && schema.maxLength < 5000)
          options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
        if (schema.format === 'date') options.push(fc.constantFrom('tomorrow', '2026-02-30x'));
        break;
      case 'integer':
        options.push(fc.constant(number(1.5)));
        if (place === 'text') options.push(fc.constantFrom('abc', '1e400', '--1', '0x'));
        break;
      case 'number':
        if (schema.format === 'amount')
          options.push(fc.constantFrom(1e-9, 0.001, 1.005, -1e-9).map(number));
        if (place === 'text') options.push(fc.constantFrom('abc', '1e400', 'NaN'));
        break;
      case 'array':
        if (place === 'body') {
          if (schema.minItems) options.push(fc.constant([]));
          if (schema.items && schema.minItems !== undefined)
            options.push(
              fc
                .tuple(
                  fc.array(plausible(schema.items, depth + 1), {
                    minLength: schema.minItems,
                    maxLength: Math.max(schema.minItems, 2),
                  }),
                  poison(schema.items, place, depth + 1),
                )
                .map(([items, bad]) => [...items, bad]),
            );
        }
        break;
      case 'object':
        // Mostly one property deep: that is where routes read their input.
        if (place === 'body') return fc.oneof(...options, ...objectPoisons(schema, depth));
        break;
    }
    if (type === 'integer' || type === 'number') {
      if (schema.minimum !== undefined && schema.minimum > -1e15)
        options.push(fc.constant(number(schema.minimum - 1)));
      if (schema.exclusiveMinimum !== undefined)
        options.push(fc.constant(number(schema.exclusiveMinimum)));
      if (schema.maximum !== undefined && schema.maximum < 1e15)
        options.push(fc.constant(number(schema.maximum + 1)));
    }
    return fc.oneof(...options);
  }

  function objectPoisons(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    const poisons: fc.Arbitrary<unknown>[] = [];
    if (keys.length === 0) return poisons;
    const base = plausible(schema, depth) as fc.Arbitrary<Record<string, unknown>>;
    const required = (schema.required ?? []).filter((key) => {
      const value = resolve(properties[key] ?? {});
      return value.default === undefined;
    });
    if (required.length > 0)
      poisons.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
      );
    const onePropertyBad = fc
      .constantFrom(...keys)
      .chain((key) =>
        fc
          .tuple(base, poison(properties[key]!, 'body', depth + 1))
          .map(([value, bad]) => ({ ...value, [key]: bad })),
      );
    poisons.push(onePropertyBad, onePropertyBad, onePropertyBad);
    return poisons;
  }

  function wrongType(types: string[], place: 'body' | 'text'): fc.Arbitrary<unknown> {
    if (place === 'text') return controlText();
    const candidates: unknown[] = [];
    if (!types.includes('object') && !types.includes('any')) candidates.push({ x: 1 });
    if (!types.includes('array') && !types.includes('any')) candidates.push([1]);
    if (!types.includes('string') && !types.includes('any')) candidates.push('7');
    if (!types.includes('number') && !types.includes('any')) candidates.push(7);
    if (!types.includes('boolean') && !types.includes('any')) candidates.push(true);
    return candidates.length > 0 ? fc.constantFrom(...candidates) : controlText();
  }

  function controlText(): fc.Arbitrary<string> {
    return fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
      .map(([before, control, after]) => `${before}${control}${after}`);
  }

  function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
    return plausible(schema).map((value) => String(value));
  }

  /** One bad request for the operation: exactly one spot carries a poison. */
  function badRequest(op: Operation): fc.Arbitrary<BadRequest> {
    type Spot = { kind: 'path' | 'query'; name: string; schema: JsonSchema } | { kind: 'body' };
    const spots: Spot[] = [
      ...op.pathParams.map((p) => ({ kind: 'path' as const, ...p })),
      ...op.queryParams.map((p) => ({ kind: 'query' as const, ...p })),
      ...(op.body ? [{ kind: 'body' as const }] : []),
    ];
    if (spots.length === 0) return fc.constant(null as unknown as BadRequest);
    return fc.constantFrom(...spots).chain((spot) => {
      const pathValues = fc.tuple(
        ...op.pathParams.map((p) =>
          spot.kind === 'path' && spot.name === p.name
            ? poison(p.schema, 'text')
            : plausibleText(p.schema),
        ),
      );
      const queryValues = fc.tuple(
        ...op.queryParams.map((p) =>
          spot.kind === 'query' && spot.name === p.name
            ? poison(p.schema, 'text').map((v) => [p.name, v] as const)
            : fc.option(
                plausibleText(p.schema).map((v) => [p.name, v] as const),
                {
                  nil: undefined,
                },
              ),
        ),
      );
      const body = op.body
        ? spot.kind === 'body'
          ? poison(op.body, 'body')
          : plausible(op.body)
        : fc.constant(undefined);
      return fc.tuple(pathValues, queryValues, body).map(([pathParts, queryParts, bodyValue]) => {
        let url = op.path;
        op.pathParams.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, encodeURIComponent(String(pathParts[i])));
        });
        const query = new URLSearchParams();
        for (const part of queryParts) if (part) query.append(part[0], String(part[1]));
        const search = query.toString();
        const where = spot.kind === 'body' ? 'body' : `${spot.kind} ${spot.name}`;
        return {
          method: op.method,
          url: search ? `${url}?${search}` : url,
          body: bodyValue,
          poison: where,
        };
      });
    });
  }

  return { badRequest };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function lowerBound(schema: JsonSchema): number {
  const floor = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
  return Math.max(floor, -1_000_000);
}

function upperBound(schema: JsonSchema): number {
  const ceiling = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
  return Math.min(ceiling, 1_000_000);
}
