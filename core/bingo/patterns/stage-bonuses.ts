import { canonicalJson } from '../../canonical-json';
import type { PlanStage } from './game-patterns';

/**
 * The stages keep every bonus as it was, stage by stage (a bonus is its agent's to set, decision
 * 043): a cashier may reorder patterns and shares, never add, drop or change a bonus.
 */
export function bonusesKept(
  stored: readonly Pick<PlanStage, 'bonus'>[] | null,
  next: readonly Pick<PlanStage, 'bonus'>[] | null,
): boolean {
  const bonuses = (stages: readonly Pick<PlanStage, 'bonus'>[] | null) =>
    (stages ?? []).map((stage) => stage.bonus ?? null);
  const before = bonuses(stored);
  const after = bonuses(next);
  const length = Math.max(before.length, after.length);
  for (let i = 0; i < length; i += 1)
    if (canonicalJson(before[i] ?? null) !== canonicalJson(after[i] ?? null)) return false;
  return true;
}
