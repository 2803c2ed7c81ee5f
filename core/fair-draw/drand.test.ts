import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixture from '../../tests/fixtures/drand-quicknet-rounds.json';
import { type BeaconChain, QUICKNET, firstRoundAfter, roundTime, verifyBeaconRound } from './drand';

const published = [...fixture.consecutiveRounds, ...fixture.otherRounds];
const [round1000, round1001] = fixture.consecutiveRounds as [
  (typeof published)[number],
  (typeof published)[number],
];

function flipBit(hex: string, bit: number): string {
  const bytes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
  bytes[Math.floor(bit / 8)]! ^= 1 << (bit % 8);
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('QUICKNET', () => {
  it('is the chain the fixture rounds were published on', () => {
    expect(QUICKNET.hash).toBe(fixture.chain.hash);
    expect(QUICKNET.publicKey).toBe(fixture.chain.public_key);
    expect(QUICKNET.genesisTime).toBe(fixture.chain.genesis_time);
    expect(QUICKNET.period).toBe(fixture.chain.period);
    expect(QUICKNET.scheme).toBe(fixture.chain.schemeID);
  });
});

describe('a published quicknet round', () => {
  it.each(published.map((r) => [r.round, r] as const))('round %i verifies', (_, r) => {
    expect(verifyBeaconRound(QUICKNET, r)).toEqual({
      round: r.round,
      signature: r.signature,
      randomness: r.randomness,
    });
  });

  it('gives its randomness when none is claimed', () => {
    const { round, signature } = round1000;
    expect(verifyBeaconRound(QUICKNET, { round, signature })?.randomness).toBe(
      round1000.randomness,
    );
  });

  it('is read in capitals too, and answered in lowercase', () => {
    const upper = { ...round1000, signature: round1000.signature.toUpperCase() };
    expect(verifyBeaconRound(QUICKNET, upper)?.signature).toBe(round1000.signature);
  });

  it('runs as consecutive rounds in the fixture, for successive games', () => {
    const rounds = fixture.consecutiveRounds.map((r) => r.round);
    expect(rounds).toEqual(rounds.map((_, i) => rounds[0]! + i));
    expect(rounds.length).toBeGreaterThanOrEqual(10);
  });
});

describe('a round that is not the chain’s', () => {
  const { round, signature, randomness } = round1000;

  it('is refused with one bit of its signature flipped', () => {
    for (const bit of [0, 100, 383]) {
      expect(verifyBeaconRound(QUICKNET, { round, signature: flipBit(signature, bit) })).toBeNull();
    }
  });

  it('is refused under another round number', () => {
    expect(verifyBeaconRound(QUICKNET, { round: round + 1, signature })).toBeNull();
    expect(verifyBeaconRound(QUICKNET, { round: round1001.round, signature })).toBeNull();
  });

  it('is refused with another round’s randomness', () => {
    expect(
      verifyBeaconRound(QUICKNET, { round, signature, randomness: round1001.randomness }),
    ).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not hex', 'z'.repeat(96)],
    ['odd length', signature.slice(1)],
    ['47 bytes', signature.slice(2)],
    ['96 bytes', signature + signature],
    ['0x prefixed', `0x${signature}`],
    ['the point at infinity', `c0${'00'.repeat(47)}`],
  ])('is refused when the signature is %s', (_, bad) => {
    expect(verifyBeaconRound(QUICKNET, { round, signature: bad })).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'is refused for round %s',
    (bad) => {
      expect(verifyBeaconRound(QUICKNET, { round: bad, signature })).toBeNull();
    },
  );

  it('is refused for a claimed randomness that is garbage', () => {
    for (const bad of ['', 'zz', randomness.slice(2), 42 as unknown as string]) {
      expect(verifyBeaconRound(QUICKNET, { round, signature, randomness: bad })).toBeNull();
    }
  });

  it('is refused on a chain of another key or a scheme this does not know', () => {
    const otherKey: BeaconChain = { ...QUICKNET, publicKey: flipBit(QUICKNET.publicKey, 7) };
    const chained = { ...QUICKNET, scheme: 'pedersen-bls-chained' } as unknown as BeaconChain;
    const noKey: BeaconChain = { ...QUICKNET, publicKey: '' };
    for (const chain of [otherKey, chained, noKey]) {
      expect(verifyBeaconRound(chain, { round, signature, randomness })).toBeNull();
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (r, s, x) => {
        const input = { round: r, signature: s, randomness: x } as unknown as Parameters<
          typeof verifyBeaconRound
        >[1];
        expect(verifyBeaconRound(QUICKNET, input)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe('round times', () => {
  const genesisMs = QUICKNET.genesisTime * 1000;

  it('publishes round 1 at genesis and each next one a period later', () => {
    expect(roundTime(QUICKNET, 1)).toBe(genesisMs);
    expect(roundTime(QUICKNET, 2)).toBe(genesisMs + 3000);
    expect(roundTime(QUICKNET, 1000)).toBe(1_692_806_364_000);
  });

  it('takes round 1 for any time before genesis', () => {
    expect(firstRoundAfter(QUICKNET, genesisMs - 1)).toBe(1);
    expect(firstRoundAfter(QUICKNET, 0)).toBe(1);
  });

  it('takes the next round for a time exactly at a publish time', () => {
    expect(firstRoundAfter(QUICKNET, genesisMs)).toBe(2);
    expect(firstRoundAfter(QUICKNET, roundTime(QUICKNET, 1000))).toBe(1001);
    expect(firstRoundAfter(QUICKNET, roundTime(QUICKNET, 1000) - 1)).toBe(1000);
    expect(firstRoundAfter(QUICKNET, roundTime(QUICKNET, 1000) + 2999)).toBe(1001);
  });

  it('always takes a round published strictly after the time, and the first such', () => {
    fc.assert(
      fc.property(fc.integer({ min: genesisMs, max: genesisMs + 3e11 }), (timeMs) => {
        const round = firstRoundAfter(QUICKNET, timeMs);
        expect(roundTime(QUICKNET, round)).toBeGreaterThan(timeMs);
        expect(roundTime(QUICKNET, round - 1)).toBeLessThanOrEqual(timeMs);
      }),
    );
  });
});
