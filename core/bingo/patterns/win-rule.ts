import type { WinConditions } from '../win-patterns';
import {
  compilePattern,
  specTypeOfMask,
  type CompiledPattern,
  type PatternDefinition,
} from './pattern';
import { presetsForConditions } from './presets';

/** What wins a game (or the stage being played): any one of its patterns. */
export interface WinRule {
  patterns: readonly CompiledPattern[];
}

export function winRule(definitions: readonly PatternDefinition[]): WinRule {
  return { patterns: definitions.map(compilePattern) };
}

/** SPEC's Win Conditions switches as a rule. */
export function ruleForConditions(conditions: WinConditions): WinRule {
  return winRule(presetsForConditions(conditions));
}

/**
 * A pattern made of SPEC's lines alone (rows, columns, diagonals, four corners, full house, one
 * at a time) is announced by SPEC's labels ("Row Winner"); any other by its own name.
 */
export function announcedBySpecLabel(pattern: CompiledPattern): boolean {
  return pattern.k === 1 && pattern.masks.every((mask) => specTypeOfMask(mask) !== null);
}
