import { describe, expect, it } from 'vitest';
import { createBatchSlots } from './batch-slots';

describe("central's batch slots", () => {
  it('hands a freed slot to the batches waiting, first come first served', async () => {
    const slots = createBatchSlots(1, 60_000);
    const first = (await slots.take())!;
    const order: string[] = [];
    const second = slots.take().then((release) => (order.push('second'), release!));
    const third = slots.take().then((release) => (order.push('third'), release!));
    expect(slots.waiting()).toBe(2);
    first();
    first(); // a second call frees nothing more
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(slots.inUse()).toBe(0);
    expect(slots.waiting()).toBe(0);
  });

  it('answers null to a batch whose wait ran out, and forgets it', async () => {
    const slots = createBatchSlots(2, 20);
    const held = [(await slots.take())!, (await slots.take())!];
    expect(await slots.take()).toBeNull();
    expect(slots.waiting()).toBe(0);
    held[0]!();
    const next = await slots.take();
    expect(next).not.toBeNull();
    expect(slots.inUse()).toBe(2);
  });
});
