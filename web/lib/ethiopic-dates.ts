/**
 * Dates in the Ethiopian calendar for Amharic and Tigrigna screens (issue 39): the day, month and
 * year are counted by Intl's own `ethiopic` calendar, read as numbers, and written with this file's
 * month and weekday names in the screen's script. Intl's own words are not used: Chromium has no
 * Tigrigna data (it answers "Hedar 19, 2019 AM", "Sat", "7:35 PM" in en-US) and adds the era ("AM")
 * in Amharic too, which reads as the morning beside a time. Times are the same in both calendars:
 * Intl gives them on a 24-hour clock, which needs no word of any language.
 */
const MONTHS: Record<string, readonly string[]> = {
  am: [
    'መስከረም',
    'ጥቅምት',
    'ኅዳር',
    'ታኅሣሥ',
    'ጥር',
    'የካቲት',
    'መጋቢት',
    'ሚያዝያ',
    'ግንቦት',
    'ሰኔ',
    'ሐምሌ',
    'ነሐሴ',
    'ጳጉሜን',
  ],
  ti: [
    'መስከረም',
    'ጥቅምቲ',
    'ሕዳር',
    'ታሕሳስ',
    'ጥሪ',
    'ለካቲት',
    'መጋቢት',
    'ሚያዝያ',
    'ግንቦት',
    'ሰነ',
    'ሓምለ',
    'ነሓሰ',
    'ጳጉሜን',
  ],
};

/**
 * The Gregorian months in Tigrigna, January first (CLDR's names): Chromium has no Tigrigna data, so
 * a Tigrigna screen with the Ethiopian calendar off showed "Nov 29, 2026" in English.
 */
const GREGORIAN_MONTHS: Record<string, readonly string[]> = {
  ti: ['ጥሪ', 'ለካቲት', 'መጋቢት', 'ሚያዝያ', 'ጉንበት', 'ሰነ', 'ሓምለ', 'ነሓሰ', 'መስከረም', 'ጥቅምቲ', 'ሕዳር', 'ታሕሳስ'],
};

/** Languages whose Gregorian dates this file writes, as the browser's Intl has no words for them. */
export const hasOwnGregorianWords = (language: string): language is 'ti' =>
  language in GREGORIAN_MONTHS;

/** The 13 Ethiopian months in the language's script, Meskerem first (a date field's months). */
export const ethiopicMonths = (language: 'am' | 'ti'): readonly string[] => MONTHS[language]!;

/** Sunday first, as Date.getDay() counts. */
const WEEKDAYS: Record<string, readonly string[]> = {
  am: ['እሑድ', 'ሰኞ', 'ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ', 'ቅዳሜ'],
  ti: ['ሰንበት', 'ሰኑይ', 'ሰሉስ', 'ረቡዕ', 'ሓሙስ', 'ዓርቢ', 'ቀዳም'],
};
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface DateFormatter {
  format(at: number | Date): string;
}

const DATE_FIELDS = ['weekday', 'era', 'year', 'month', 'day'] as const;
const TIME_FIELDS = ['hour', 'minute', 'second'] as const;

function pick(options: Intl.DateTimeFormatOptions, fields: readonly string[]) {
  const picked: Record<string, unknown> = {};
  for (const field of fields)
    if (options[field as keyof Intl.DateTimeFormatOptions] !== undefined)
      picked[field] = options[field as keyof Intl.DateTimeFormatOptions];
  return picked as Intl.DateTimeFormatOptions;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A formatter of the Ethiopian date (or, in Tigrigna, the Gregorian one) and the time, if asked, in
 * the screen's script, for the options the app uses: `dateStyle` (short: "19/03/2019"; otherwise
 * "19 ኅዳር 2019", with the weekday for full), or fields (weekday, day, month as a number or a name,
 * year), and `timeStyle` or time fields ("19:35", "19:35:00"). `make` builds (and caches) the Intl
 * formatters it reads.
 */
export function ownWordsFormatter(
  language: 'am' | 'ti',
  calendar: 'ethiopic' | 'gregory',
  options: Intl.DateTimeFormatOptions,
  make: (language: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat,
): DateFormatter {
  const months = (calendar === 'ethiopic' ? MONTHS : GREGORIAN_MONTHS)[language]!;
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const numbers = make('en', {
    calendar,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...zone,
  });
  const style = options.dateStyle;
  const fields = pick(options, DATE_FIELDS);
  // The weekday of the moment where it is (English is always there), named here.
  const weekday =
    style === 'full' || fields.weekday !== undefined
      ? make('en', { weekday: 'short', ...zone })
      : null;
  const timeOptions: Intl.DateTimeFormatOptions = options.timeStyle
    ? {
        hour: '2-digit',
        minute: '2-digit',
        ...(options.timeStyle !== 'short' && { second: '2-digit' }),
      }
    : pick(options, TIME_FIELDS);
  const time =
    Object.keys(timeOptions).length > 0
      ? make('en', { ...timeOptions, hourCycle: 'h23', ...zone })
      : null;
  const hasDate = style !== undefined || Object.keys(fields).length > 0;

  return {
    format(at) {
      const parts = Object.fromEntries(
        numbers.formatToParts(at).map((part) => [part.type, Number(part.value)]),
      ) as { year: number; month: number; day: number };
      const words: string[] = [];
      if (weekday) words.push(WEEKDAYS[language]![ENGLISH_WEEKDAYS.indexOf(weekday.format(at))]!);
      if (style === 'short') words.push(`${two(parts.day)}/${two(parts.month)}/${parts.year}`);
      else if (style !== undefined)
        words.push(`${parts.day} ${months[parts.month - 1]} ${parts.year}`);
      else if (hasDate) {
        if (fields.day) words.push(fields.day === '2-digit' ? two(parts.day) : String(parts.day));
        if (fields.month === 'numeric' || fields.month === '2-digit') words.push(two(parts.month));
        else if (fields.month) words.push(months[parts.month - 1]!);
        if (fields.year) words.push(String(parts.year));
      }
      if (time) words.push(time.format(at));
      return words.join(' ');
    },
  };
}
