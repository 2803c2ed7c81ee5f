import { describe, expect, it, vi } from 'vitest';
import { createUpdateGate } from './service-worker';

describe('when a new build takes over', () => {
  it('waits for a change of screen, and applies once', () => {
    const gate = createUpdateGate();
    const apply = vi.fn();
    gate.offer(apply);
    expect(apply).not.toHaveBeenCalled();
    gate.safeMoment();
    gate.safeMoment();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('never while the caller holds it, and at once when the caller is left', () => {
    const gate = createUpdateGate();
    const apply = vi.fn();
    const release = gate.hold();
    gate.offer(apply);
    gate.safeMoment();
    expect(apply).not.toHaveBeenCalled();
    release();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits for every holder, and a release twice counts once', () => {
    const gate = createUpdateGate();
    const apply = vi.fn();
    const first = gate.hold();
    const second = gate.hold();
    gate.offer(apply);
    first();
    first();
    expect(apply).not.toHaveBeenCalled();
    second();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('does nothing at a safe moment with no new build', () => {
    const gate = createUpdateGate();
    gate.safeMoment();
    gate.hold()();
    const apply = vi.fn();
    gate.offer(apply);
    expect(apply).not.toHaveBeenCalled();
  });
});
