import type { WinChance } from '@core/bingo/win-analysis';
import type { WinType } from '@core/bingo/win-patterns';

const WIN_LABEL_KEYS: Record<WinType, string> = {
  row: 'winLabels.row',
  column: 'winLabels.column',
  diagonal: 'winLabels.diagonal',
  fourCorners: 'winLabels.fourCorners',
  bingo: 'winLabels.bingo',
};

const CHANCE_KEYS: Record<WinChance, string> = {
  'Very High': 'card.chanceVeryHigh',
  High: 'card.chanceHigh',
  Medium: 'card.chanceMedium',
  Low: 'card.chanceLow',
};

/** The translation key of a win type's label ("Row Winner"...). */
export const winLabelKey = (type: WinType): string => WIN_LABEL_KEYS[type];

export const chanceKey = (chance: WinChance): string => CHANCE_KEYS[chance];
