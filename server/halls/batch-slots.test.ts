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

  it("queues a hall's second batch behind its first and answers a third at once", async () => {
    const slots = createBatchSlots(2, 60_000);
    const first = (await slots.take(7))!;
    let secondHasSlot = false;
    const second = slots.take(7).then((release) => ((secondHasSlot = true), release!));
    expect(await slots.take(7)).toBeNull();
    const other = (await slots.take(8))!;
    await Promise.resolve();
    // The second waits for its hall's first, not for a slot: it does not count as waiting.
    expect(secondHasSlot).toBe(false);
    expect(slots.inUse()).toBe(2);
    first();
    const secondRelease = await second;
    expect(slots.inUse()).toBe(2);
    // With the second holding the hall's turn, one more may wait behind it.
    const third = slots.take(7);
    expect(await slots.take(7)).toBeNull();
    secondRelease();
    other();
    (await third)!();
    expect(slots.inUse()).toBe(0);
  });

  it("lets a hall's second batch queue for a slot like any other once its first is done", async () => {
    const slots = createBatchSlots(1, 60_000);
    const first = (await slots.take(7))!;
    const second = slots.take(7);
    const other = slots.take(8);
    expect(slots.waiting()).toBe(1);
    // The freed slot goes to the batch that queued for it first: the other hall's.
    first();
    const otherRelease = (await other)!;
    expect(slots.waiting()).toBe(1);
    otherRelease();
    (await second)!();
    expect(slots.inUse()).toBe(0);
  });

  it("gives the hall's turn to the batch behind when the first's wait for a slot runs out", async () => {
    const slots = createBatchSlots(1, 20);
    const held = (await slots.take(1))!;
    const first = slots.take(7);
    const second = slots.take(7);
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    held();
    const again = (await slots.take(7))!;
    expect(slots.inUse()).toBe(1);
    again();
  });
});
