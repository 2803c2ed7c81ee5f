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
