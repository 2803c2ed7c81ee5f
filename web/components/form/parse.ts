/**
 * A number field's text as the API wants it: undefined when blank (the schema says the field is
 * required), NaN for text that is not a number (the schema says it is not valid). A decimal comma
 * is read as a point.
 */
export function parseAmount(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A select's value as an id: undefined while nothing is chosen. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value !== '' ? Number(value) : undefined;
}

/** An optional text left blank (spaces only) is not sent: the schema sees it as absent. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** An optional date left blank is sent as null (SPEC's "start_date or null"). */
export function blankToNull(value: unknown): unknown {
  return value === '' ? null : value;
}

/** A field left empty is not sent (a blank new password keeps the old one); spaces are kept. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}
