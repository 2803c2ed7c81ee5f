// The operations of an OpenAPI description, as the fuzz test (openapi-fuzz.ts) walks them.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const of = (place: string) =>
        parameters
          .filter((p) => p.in === place)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}
