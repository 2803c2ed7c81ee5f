import { describe, expect, it } from 'vitest';
import { QUICKNET, roundTime } from '@core/fair-draw/drand';
import { deriveDrawOrder, sealOf, seedCommitment } from '@core/fair-draw/fair-draw';
import type { PublicVerify } from '@core/schemas/game-record';
import { checkFairDraw } from './fair-draw-recompute';

const seed = 'ab'.repeat(32);
// Two published quicknet rounds (also in tests/fixtures/drand-quicknet-rounds.json, with sources).
const round = {
  round: 1000,
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
};
const otherSignature =
  'b33bf3667cbd5a82de3a24b4e0e9fe5513cc1a0e840368c6e31f5fcfa79bea03f73896b25883abf2853d10337fb8fa41';
const sealed = { cards: [2, 5, 9], card_set: null };
const seal = sealOf({ ...sealed, mode: 'quick', plan: null });
const balls = Array.from({ length: 50 }, (_, i) => i + 1);
const order = deriveDrawOrder({ seed, seal, beacon: round.randomness, resetCount: 0 }, balls);

/** A format-2 game as the public verify call answers it, ended and revealed. */
const ended = {
  status: 'ended',
  // The game started just before its round was published (round 1000: 2023-08-23).
  started_at: new Date(roundTime(QUICKNET, round.round) - 1000).toISOString(),
  mode: 'quick',
  max_number: 50,
  commitment: seedCommitment(seed),
  plan: null,
  revealed: true,
  order,
  salt: seed,
  called: [],
  abandoned: [],
  commitment_input_format: '',
  fair_draw: {
    format: 2,
    seal,
    beacon_round: round.round,
    beacon: {
      chain: QUICKNET.hash,
      round: round.round,
      signature: round.signature,
      randomness: round.randomness,
    },
    offline: false,
    awaiting_beacon: false,
  },
  sealed,
} as unknown as PublicVerify;

describe("the verify page's own check of a draw (decision 054)", () => {
  it('finds the seal, the real drand round, the seed and the order all true', async () => {
    expect(await checkFairDraw(ended)).toEqual({
      sealMatches: true,
      beacon: 'verified',
      seedMatches: true,
      orderMatches: true,
      abandonedMatch: [],
    });
  });

  it('catches a card added after the seal, a forged round and a swapped order', async () => {
    const added = { ...ended, sealed: { ...sealed, cards: [2, 5, 9, 11] } };
    expect((await checkFairDraw(added)).sealMatches).toBe(false);
    const forged = {
      ...ended,
      fair_draw: {
        ...ended.fair_draw,
        beacon: { ...ended.fair_draw.beacon!, signature: otherSignature },
      },
    };
    expect((await checkFairDraw(forged)).beacon).toBe('invalid');
    // A real round, but one published before the start: whoever started the game knew it.
    const early = {
      ...ended,
      started_at: new Date(roundTime(QUICKNET, round.round)).toISOString(),
    };
    expect((await checkFairDraw(early)).beacon).toBe('early');
    const swapped = { ...ended, order: [...order].reverse() };
    expect((await checkFairDraw(swapped)).orderMatches).toBe(false);
  });

  it('compares no order for a game cancelled before its round came', async () => {
    const cancelled = {
      ...ended,
      order: [],
      fair_draw: { ...ended.fair_draw, beacon: null },
    } as PublicVerify;
    expect(await checkFairDraw(cancelled)).toMatchObject({
      beacon: 'waiting',
      seedMatches: true,
      orderMatches: null,
    });
  });

  it('says an offline draw is one, and keeps the seed checks for the end', async () => {
    const running = {
      ...ended,
      status: 'running',
      revealed: false,
      order: null,
      salt: null,
      fair_draw: { ...ended.fair_draw, beacon: null, offline: true },
    } as PublicVerify;
    expect(await checkFairDraw(running)).toMatchObject({
      beacon: 'offline',
      seedMatches: null,
      orderMatches: null,
    });
  });
});
