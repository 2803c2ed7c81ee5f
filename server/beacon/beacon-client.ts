import {
  type BeaconChain,
  type BeaconRound,
  QUICKNET,
  verifyBeaconRound,
} from '@core/fair-draw/drand';

const DEFAULT_TIMEOUT_MS = 2000;

/** Where the rounds of one drand chain are read. */
export interface BeaconSource {
  chain: BeaconChain;
  /** The round checked against the chain's key; null when it cannot be had or is not the chain's. */
  round(round: number): Promise<BeaconRound | null>;
}

/**
 * A drand HTTP relay (`https://api.drand.sh`, a mirror, a test server). Its answers are checked,
 * never trusted: a relay can fail or lie, it cannot choose a round's randomness.
 */
export function httpBeacon(
  baseUrl: string,
  options: { chain?: BeaconChain; timeoutMs?: number } = {},
): BeaconSource {
  const chain = options.chain ?? QUICKNET;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const chainUrl = `${baseUrl.replace(/\/+$/, '')}/${chain.hash}`;
  return {
    chain,
    async round(round) {
      if (!Number.isSafeInteger(round) || round < 1) return null;
      try {
        const response = await fetch(`${chainUrl}/public/${round}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return null;
        }
        return publishedRound(chain, round, await response.json());
      } catch {
        // timed out, link down, or an answer that is no JSON
        return null;
      }
    },
  };
}

function publishedRound(chain: BeaconChain, asked: number, answer: unknown): BeaconRound | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { round, signature, randomness } = answer as Record<string, unknown>;
  if (round !== asked || typeof signature !== 'string') return null;
  // drand's v2 API leaves randomness out; when a relay sends one, it must be the signature's
  if (randomness !== undefined && typeof randomness !== 'string') return null;
  return verifyBeaconRound(chain, { round, signature, randomness });
}
