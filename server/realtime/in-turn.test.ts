import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

describe('inTurn', () => {
  it('runs the tasks of a key one at a time, in order, through failures; other keys alongside', async () => {
    const turn = inTurn<number>();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      turn(1, task('a')),
      turn(1, task('b', true)),
      turn(1, task('c')),
      turn(2, task('x')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      'a',
      'failed',
      'c',
      'x',
    ]);
    const ofKey1 = log.filter((line) => !line.startsWith('x'));
    expect(ofKey1).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    // Key 2 did not wait for key 1.
    expect(log.indexOf('x start')).toBeLessThan(log.indexOf('a end'));
  });
});
