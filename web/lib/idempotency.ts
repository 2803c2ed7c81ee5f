import { useState } from 'react';
import { ApiError } from './api-client';

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not (LAN tills). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per money-moving submission: sending the same body again (a double click, a retry
 * after a lost answer) reuses the key, so the server moves the money once. A changed body, or
 * an answer that says nothing moved (any 4xx) or that it succeeded, starts a new submission.
 */
export class IdempotencyKeys {
  private last: { body: string; key: string } | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  keyFor(body: unknown): string {
    const serialized = JSON.stringify(body) ?? '';
    if (this.last?.body !== serialized) this.last = { body: serialized, key: this.generate() };
    return this.last.key;
  }

  /** After an answer: keep the key only when the outcome is unknown (network error or 5xx). */
  settle(error?: unknown): void {
    const outcomeUnknown =
      error !== undefined && !(error instanceof ApiError && error.status < 500);
    if (!outcomeUnknown) this.last = null;
  }
}

export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}
