import { describe, expect, it } from 'vitest';
import { withUsedSchemasOnly } from './openapi-used-schemas';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('withUsedSchemasOnly', () => {
  it('keeps the schemas an operation reaches, through other schemas and arrays, and drops the rest', () => {
    const document = {
      paths: {
        '/games/': {
          get: { responses: { 200: { content: { 'application/json': { schema: ref('Page') } } } } },
          post: {
            requestBody: { content: { 'application/json': { schema: ref('NewGameInput') } } },
          },
        },
      },
      components: {
        securitySchemes: { jwt: { type: 'apiKey' } },
        schemas: {
          Page: { properties: { results: { type: 'array', items: ref('Game') } } },
          Game: { anyOf: [ref('Card'), { type: 'null' }] },
          Card: { type: 'object' },
          NewGameInput: { type: 'object' },
          NewGame: { type: 'object' },
          PageInput: { properties: { results: { items: ref('GameInput') } } },
          GameInput: { type: 'object' },
        },
      },
    };

    const pruned = withUsedSchemasOnly(document);

    expect(Object.keys(pruned.components.schemas).sort()).toEqual([
      'Card',
      'Game',
      'NewGameInput',
      'Page',
    ]);
    expect(pruned.components.securitySchemes).toEqual(document.components.securitySchemes);
    expect(pruned.paths).toBe(document.paths);
  });

  it('ends on schemas that refer to each other', () => {
    const document = {
      paths: { '/tree/': { get: { responses: { 200: { schema: ref('Node') } } } } },
      components: { schemas: { Node: { properties: { children: { items: ref('Node') } } } } },
    };

    expect(Object.keys(withUsedSchemasOnly(document).components.schemas)).toEqual(['Node']);
  });
});
