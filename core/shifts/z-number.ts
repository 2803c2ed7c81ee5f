/** A close's number as printed: Z-0001, Z-0002... per shop; past 9999 it simply grows (Z-10000). */
export function zLabel(zNumber: number): string {
  return `Z-${String(zNumber).padStart(4, '0')}`;
}
