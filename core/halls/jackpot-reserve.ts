/**
 * What an agent sets aside with a grant for its hall's cumulative jackpots to grow by (decision
 * 041): each jackpot's bonus once per game the grant allows, as far as the agent's balance covers
 * whole bonuses. The hall cannot reach the agent's balance offline, so growth comes from this.
 */
export function growthReserve(
  bonusesCents: readonly bigint[],
  maxGames: number,
  agentBalanceCents: bigint,
): bigint {
  const perGame = bonusesCents.reduce((sum, bonus) => sum + (bonus > 0n ? bonus : 0n), 0n);
  if (perGame === 0n || maxGames <= 0 || agentBalanceCents <= 0n) return 0n;
  const games = BigInt(maxGames);
  const covered = agentBalanceCents / perGame;
  return perGame * (covered < games ? covered : games);
}
