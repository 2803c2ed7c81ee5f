/** The hall's currency as the admin set it (a platform setting): an ISO code and its symbol. */
export interface Currency {
  code: string;
  symbol: string;
}

/** The currencies the admin can pick from in one click; any other ISO code and symbol is allowed. */
export const CURRENCY_PRESETS: readonly Currency[] = [
  { code: 'USD', symbol: '$' },
  { code: 'ETB', symbol: 'Br' },
];

/** SPEC shows "$": a hall that never chose keeps it. */
export const DEFAULT_CURRENCY: Currency = { code: 'USD', symbol: '$' };
