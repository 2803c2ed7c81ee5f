import type { WinConditions } from '../win-patterns';
import { maskOfPicture } from './grid-mask';
import { LINE_MASKS, type PatternClass, type PatternDefinition } from './pattern';

const { rows, columns, diagonals, corners, full } = LINE_MASKS;
/** The Ethiopian shops' "lines": every row, column and diagonal, and the four corners. */
const HALL_LINES = [...rows, ...columns, ...diagonals, corners];

function preset(
  key: string,
  name: string,
  patternClass: PatternClass,
  shapes: readonly (string | number)[],
  k = 1,
): PatternDefinition {
  const masks = shapes.map((shape) => (typeof shape === 'number' ? shape : maskOfPicture(shape)));
  return { key, name, class: patternClass, masks, k };
}

/**
 * The named patterns every shop can play; web/locales names each under `patterns.<key>`. The
 * first four are SPEC's Win Conditions switches. Pictures: five rows of "X" (in the shape) and
 * "." separated by "/".
 */
export const PRESET_PATTERNS: readonly PatternDefinition[] = [
  preset('row_or_column', 'Any Line', 'fixed', [...rows, ...columns]),
  preset('four_corners', 'Four Corners', 'fixed', [corners]),
  preset('full_house', 'Full House', 'fixed', [full]),
  preset('diagonal', 'Diagonal', 'fixed', diagonals),
  preset('one_line', 'One Line', 'k_of_set', HALL_LINES, 1),
  preset('two_lines', 'Two Lines', 'k_of_set', HALL_LINES, 2),
  preset('three_lines', 'Three Lines', 'k_of_set', HALL_LINES, 3),
  preset(
    'hardway',
    'Hardway Line',
    'fixed',
    [...rows, ...columns].filter((m) => (m & 0x1000) === 0),
  ),
  preset('small_frame', 'Small Frame', 'fixed', ['...../.XXX./.X.X./.XXX./.....']),
  preset('large_frame', 'Large Frame', 'fixed', ['XXXXX/X...X/X...X/X...X/XXXXX']),
  preset('letter_x', 'X', 'fixed', ['X...X/.X.X./..X../.X.X./X...X']),
  preset('plus', 'Plus', 'fixed', ['..X../..X../XXXXX/..X../..X..']),
  preset('letter_t', 'T', 'fixed', ['XXXXX/..X../..X../..X../..X..']),
  preset('crazy_t', 'Crazy T', 'crazy', ['XXXXX/..X../..X../..X../..X..']),
  preset('letter_l', 'L', 'fixed', ['X..../X..../X..../X..../XXXXX']),
  preset('crazy_l', 'Crazy L', 'crazy', ['X..../X..../X..../X..../XXXXX']),
  preset('postage_stamp', 'Postage Stamp', 'crazy', ['XX.../XX.../...../...../.....']),
  preset('small_square', 'Small Square Anywhere', 'anywhere', ['XX.../XX.../...../...../.....']),
  preset('six_pack', 'Six Pack', 'anywhere', ['XXX../XXX../...../...../.....']),
  preset('nine_pack', 'Nine Pack', 'anywhere', ['XXX../XXX../XXX../...../.....']),
  preset('small_diamond', 'Small Diamond', 'fixed', ['...../..X../.X.X./..X../.....']),
  preset('large_diamond', 'Large Diamond', 'fixed', ['..X../.X.X./X...X/.X.X./..X..']),
  preset('letter_b', 'Letter B', 'fixed', ['XXXX./X...X/XXXX./X...X/XXXX.']),
  preset('letter_i', 'Letter I', 'fixed', ['XXXXX/..X../..X../..X../XXXXX']),
  preset('letter_n', 'Letter N', 'fixed', ['X...X/XX..X/X.X.X/X..XX/X...X']),
  preset('letter_g', 'Letter G', 'fixed', ['XXXXX/X..../X.XXX/X...X/XXXXX']),
  preset('letter_o', 'Letter O', 'fixed', ['.XXX./X...X/X...X/X...X/.XXX.']),
  preset('kite', 'Kite', 'crazy', ['XX.../XX.../..X../...X./....X']),
  preset('arrow', 'Arrow', 'crazy', ['XXX../XX.../X.X../...X./....X']),
  preset('airplane', 'Airplane', 'fixed', ['..X../XXXXX/..X../.XXX./..X..']),
  preset('railroad_tracks', 'Railroad Tracks', 'fixed', ['.XXX./.X.X./.XXX./.X.X./.XXX.']),
  preset('top_hat', 'Top Hat', 'fixed', ['...../.XXX./.XXX./.XXX./XXXXX']),
  preset('pyramid', 'Pyramid', 'fixed', ['...../...../..X../.XXX./XXXXX']),
  preset('layer_cake', 'Layer Cake', 'fixed', ['XXXXX/...../XXXXX/...../XXXXX']),
  preset('bow_tie', 'Bow Tie', 'fixed', ['X...X/XX.XX/XXXXX/XX.XX/X...X']),
  preset('field_goal', 'Field Goal', 'fixed', ['X...X/X...X/XXXXX/..X../..X..']),
  preset('checkerboard', 'Checkerboard', 'fixed', ['X.X.X/.X.X./X.X.X/.X.X./X.X.X']),
];

export const PRESET_KEYS = PRESET_PATTERNS.map((pattern) => pattern.key);

export function presetPattern(key: string): PatternDefinition | undefined {
  return PRESET_PATTERNS.find((pattern) => pattern.key === key);
}

/** SPEC's four Win Conditions switches as the presets they enable. */
export const CONDITION_PRESETS: Record<keyof WinConditions, string> = {
  anyLine: 'row_or_column',
  fourCorners: 'four_corners',
  fullHouse: 'full_house',
  diagonal: 'diagonal',
};

export function presetsForConditions(conditions: WinConditions): PatternDefinition[] {
  return (Object.keys(CONDITION_PRESETS) as (keyof WinConditions)[])
    .filter((key) => conditions[key])
    .map((key) => presetPattern(CONDITION_PRESETS[key]) as PatternDefinition);
}
