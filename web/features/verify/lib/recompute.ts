import { commitmentInput } from '@core/bingo/shuffle';
import { sha256Hex } from '@core/crypto/sha256';

export type HashSource = 'webcrypto' | 'script';

/**
 * sha256 of a commitment's text, computed here in the browser: WebCrypto where the page is a
 * secure context, else the same algorithm in script (a hall's plain-HTTP address).
 */
export async function recomputeCommitment(
  order: readonly number[],
  salt: string,
  plan: unknown,
): Promise<{ hash: string; source: HashSource }> {
  const text = commitmentInput(order, salt, plan);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return { hash, source: 'webcrypto' };
  }
  return { hash: sha256Hex(text), source: 'script' };
}

/** With no ball called by hand, the drawn balls must be the start of the committed order. */
export function drawnFollowOrder(
  called: readonly { number: number; manual: boolean }[],
  order: readonly number[],
): boolean | null {
  if (called.some((call) => call.manual)) return null;
  return called.every((call, index) => order[index] === call.number);
}
