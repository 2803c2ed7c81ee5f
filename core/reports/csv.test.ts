import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks and doubles quotes', () => {
    expect(csvCell('Bole, Addis')).toBe('"Bole, Addis"');
    expect(csvCell('say "bingo"')).toBe('"say ""bingo"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps Ethiopic text as it is', () => {
    expect(csvCell('ቦሌ ሱቅ')).toBe('ቦሌ ሱቅ');
    expect(csvCell('ቦሌ, ሱቅ')).toBe('"ቦሌ, ሱቅ"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes numbers, booleans and empty values plainly', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine([1, 'a,b', null, 'ሀ'])).toBe('1,"a,b",,ሀ\r\n');
  });
});
