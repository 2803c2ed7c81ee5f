import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The file an import names: a relative path or the @core/ alias; null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@core/')) base = join('core', specifier.slice('@core/'.length));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(join(ROOT, file))) ?? null;
}

/** Every TypeScript file under the folders and the files it imports (type-only ones included). */
function importGraph(folders: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file))
      .map((file) => join(folder, file));
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(
        readFileSync(join(ROOT, file), 'utf8'),
        true,
        true,
      );
      graph.set(
        file,
        importedFiles
          .map((imported) => resolveImport(file, imported.fileName))
          .filter((target): target is string => target !== null),
      );
    }
  }
  return graph;
}

/** The import cycles, each as the files around it (strongly connected components, Tarjan). */
function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target))
        lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('finds a cycle through several files, and none in a chain', () => {
    const cycle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(cycle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('server/ and core/ import no module back through the modules it imports', () => {
    const graph = importGraph(['server', 'core']);
    // The walk sees real imports: the app mounts the routes, a route file reaches core/.
    expect(graph.get(join('server', 'app.ts'))).toContain(
      join('server', 'routes', 'games', 'game-routes.ts'),
    );
    expect(importCycles(graph)).toEqual([]);
  });
});
