import fc from 'fast-check';

// The steps a run of the money property takes: what each asks of the API, drawn at random.

export const REASON = 'Property step';

const gameIndex = fc.nat({ max: 5 });
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const reason = fc.constantFrom<string | undefined>(REASON, undefined, ' \u200b ');

export const jackpotArb = fc.record({
  kind: fc.constant('jackpot' as const),
  type: fc.constantFrom('random' as const, 'cumulative' as const),
  amount: cents(0, 50_000),
  bonus: cents(0, 5_000),
  minPool: fc.constantFrom(0, 10, 100, 1000, 100_000),
  callLimit: fc.integer({ min: 1, max: 75 }),
});

export const stepArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      named: fc.boolean(),
      firstCard: fc.integer({ min: 1, max: 400 }),
      cardCount: fc.integer({ min: 1, max: 40 }),
      cardValue: fc.constantFrom(1, 2.5, 5, 10, 100, 1000),
      winPercentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      amount: cents(1, 5_000_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('draw' as const),
      game: gameIndex,
      balls: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('drawToCorners' as const),
      game: gameIndex,
      card: fc.nat(),
      record: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      game: gameIndex,
      card: fc.nat(),
      corner: fc.integer({ min: 0, max: 3 }),
      all: fc.boolean(),
      called: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('check' as const, 'block' as const, 'win' as const),
      game: gameIndex,
      card: fc.nat(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('reset' as const, 'close' as const, 'cancel' as const),
      game: gameIndex,
      reason,
      byAgent: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const),
      game: gameIndex,
      reason,
      byAgent: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: jackpotArb },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      amount: cents(-100_000, 100_000).filter((a) => a !== 0),
    }),
  },
  {
    // The agent pulls back most or all of the cashier's balance, running games or not (issue 35,
    // finding 4): whatever their fees reserved must stay.
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pullBack' as const),
      share: fc.constantFrom(0.5, 0.9, 0.999, 1),
      edge: fc.constantFrom<'share' | 'available' | 'overAvailable'>(
        'share',
        'available',
        'overAvailable',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('shopCash' as const),
      amount: cents(0, 500_000),
      reason: fc.constantFrom<string | undefined>(REASON, undefined),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
      amount: cents(1, 200_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      deposit: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cashierEdit' as const),
      feePercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      active: fc.option(fc.boolean(), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('feeRules' as const),
      minFee: cents(0, 5_000),
    }),
  },
);
export type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;
