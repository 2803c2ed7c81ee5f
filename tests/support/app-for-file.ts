import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * A test file's app: opened before its first test and closed after its last; with
 * `checkLedger`, every test ends by checking that each balance agrees with its ledger entries.
 * The answer stands for the app once the file's tests run (`t.app`, `t.loginAs`, ...); a file's
 * own `beforeAll`, declared after this call, runs once the app is open.
 */
export function appForFile(
  options: TestAppOptions = {},
  checks: { checkLedger?: boolean } = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  if (checks.checkLedger)
    afterEach(async () => {
      expect(await opened().checkLedger()).toEqual([]);
    });
  afterAll(async () => {
    await current?.close();
  });
  const opened = (): TestApp => {
    if (!current) throw new Error('the test app opens in beforeAll: use it inside a hook or test');
    return current;
  };
  return new Proxy({} as TestApp, { get: (_target, key) => Reflect.get(opened(), key) });
}
