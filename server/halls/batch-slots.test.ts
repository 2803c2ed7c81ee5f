import { describe, expect, it } from 'vitest';
import { createBatchSlots } from './batch-slots';

describe("central's batch slots", () => {
  it('hands a freed slot to the batches waiting, first come first served', async () => {
    const slots = createBatchSlots(1, 60_000);
    const first = (await slots.take(1))!;
    const order: string[] = [];
    const second = slots.take(2).then((release) => (order.push('second'), release!));
    const third = slots.take(3).then((release) => (order.push('third'), release!));
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
    const held = [(await slots.take(1))!, (await slots.take(2))!];
    expect(await slots.take(3)).toBeNull();
    expect(slots.waiting()).toBe(0);
    held[0]!();
    const next = await slots.take(3);
    expect(next).not.toBeNull();
    expect(slots.inUse()).toBe(2);
  });

  it("answers a hall's second batch at once while its first holds or awaits a slot", async () => {
    const slots = createBatchSlots(2, 60_000);
    const first = (await slots.take(7))!;
    expect(await slots.take(7)).toBeNull();
    expect(slots.inUse()).toBe(1);
    const other = (await slots.take(8))!;
    const waiting = slots.take(9);
    expect(await slots.take(9)).toBeNull();
    first();
    (await waiting)!();
    other();
    const again = (await slots.take(7))!;
    expect(slots.inUse()).toBe(1);
    again();
  });
});
