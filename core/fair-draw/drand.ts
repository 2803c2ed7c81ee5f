import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** A drand chain as its `/info` describes it; the public key is what every round is checked against. */
export interface BeaconChain {
  hash: string;
  publicKey: string;
  /** unix seconds of round 1 */
  genesisTime: number;
  /** seconds between rounds */
  period: number;
  scheme: 'bls-unchained-g1-rfc9380';
}

/** The League of Entropy's quicknet (https://api.drand.sh/52db9b.../info). */
export const QUICKNET: BeaconChain = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  period: 3,
  scheme: 'bls-unchained-g1-rfc9380',
};

/** A round whose signature was checked against its chain's key. */
export interface BeaconRound {
  round: number;
  /** lowercase hex */
  signature: string;
  /** lowercase hex, sha256 of the signature bytes */
  randomness: string;
}

const G1_SIGNATURE_BYTES = 48;
const G1_SIGNATURE_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** Unix ms at which `round` is published. */
export function roundTime(chain: BeaconChain, round: number): number {
  return (chain.genesisTime + (round - 1) * chain.period) * 1000;
}

/** The first round published strictly after `timeMs`: nobody, the hall included, knows it yet. */
export function firstRoundAfter(chain: BeaconChain, timeMs: number): number {
  const sinceGenesis = timeMs - chain.genesisTime * 1000;
  if (sinceGenesis < 0) return 1;
  return Math.floor(sinceGenesis / (chain.period * 1000)) + 2;
}

/** The round with its randomness when its signature is the chain's for that round; null otherwise. */
export function verifyBeaconRound(
  chain: BeaconChain,
  input: { round: number; signature: string; randomness?: string },
): BeaconRound | null {
  if (chain.scheme !== 'bls-unchained-g1-rfc9380') return null;
  const { round } = input;
  if (!Number.isSafeInteger(round) || round < 1) return null;
  const signature = hexBytes(input.signature);
  const publicKey = hexBytes(chain.publicKey);
  if (signature?.length !== G1_SIGNATURE_BYTES || !publicKey) return null;

  const randomness = bytesToHex(sha256(signature));
  if (input.randomness !== undefined && !sameHex(input.randomness, randomness)) return null;

  const bls = bls12_381.shortSignatures;
  try {
    const message = bls.hash(sha256(roundBytes(round)), G1_SIGNATURE_DST);
    if (!bls.verify(signature, message, publicKey)) return null;
  } catch {
    // a signature or key that is no point of its group
    return null;
  }
  return { round, signature: bytesToHex(signature), randomness };
}

function roundBytes(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return bytes;
}

function hexBytes(hex: unknown): Uint8Array | null {
  if (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameHex(claimed: unknown, hex: string): boolean {
  return typeof claimed === 'string' && claimed.toLowerCase() === hex;
}
