import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's Node filesystem has no fsync:
// a commit reached the OS page cache only, and a power cut could lose committed money. Here
// PostgreSQL runs with fsync on, WAL flushed with fsync() (Emscripten's fdatasync does nothing),
// and the filesystem's fsync reaches the disk. Measured in tests/bench/pglite-durability.ts.

type Stream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: Stream) => number } } };

let onSync: (() => void) | undefined;

/** Tests and the benchmark count the syncs that reach the disk. */
export function observeDiskSyncs(observer: (() => void) | undefined): void {
  onSync = observer;
}

function syncToDisk(stream: Stream): number {
  if (stream.nfd === undefined) return 0;
  onSync?.();
  try {
    fsyncSync(stream.nfd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Directories cannot be synced on every platform; files can, and must.
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EBADF') throw error;
  }
  return 0;
}

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const installFsync = (module: unknown) => {
      (module as EmscriptenModule).NODEFS.stream_ops.fsync = syncToDisk;
    };
    const preRun = [installFsync, ...[result.emscriptenOpts.preRun ?? []].flat()];
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/**
 * PostgreSQL's shared buffers in the embedded database. PGlite starts with initdb's 128 MB, which
 * WebAssembly zeroes at every start: about 0.5 s of CPU, a fifth of a warm start on a hall's PC
 * (docs/performance.md, round 4). A page not held here is read from the OS's file cache.
 */
export const SHARED_BUFFERS = '32MB';

/**
 * PostgreSQL's start parameters as PGlite sets them, with fsync on and WAL flushed by fsync(), and
 * SHARED_BUFFERS.
 */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=fsync',
    '-c',
    `shared_buffers=${SHARED_BUFFERS}`,
  ];
}

/** An embedded database in `dataDir` whose commits survive a power cut once they are answered. */
export function createDurablePglite(
  dataDir: string,
  options: Omit<PGliteOptions, 'fs' | 'dataDir' | 'startParams'> & { durable?: boolean } = {},
): Promise<PGlite> {
  const { durable = true, ...rest } = options;
  if (!durable) return PGlite.create(dataDir, rest);
  return PGlite.create({
    ...rest,
    fs: new DurableNodeFS(dataDir),
    startParams: durableStartParams(),
  });
}
