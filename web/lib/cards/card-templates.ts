import { CARD_NUMBER, isCardNumber } from '@core/bingo/game-limits';
import { newIdempotencyKey } from '../idempotency';
import { STORAGE_KEYS, readJson, writeJson } from '../storage';

/** SPEC section 3 "Card template", stored under `cardTemplates`. At most one is active. */
export interface CardTemplate {
  id: string;
  name: string;
  description: string;
  numbers: number[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NumberSource = 'range' | 'custom';

/** What the create/edit form holds. */
export interface TemplateDraft {
  name: string;
  description: string;
  source: NumberSource;
  /** The N of "1 to N", as typed. */
  rangeEnd: string;
  /** The comma-separated list, as typed. */
  customList: string;
}

export type TemplateError = 'nameRequired' | 'numbersRequired';

export const PREVIEW_COUNT = 10;

/** "1 to N": N from 1 to 10000; a blank or unreadable N gives no numbers. */
export function numbersFromRange(rangeEnd: string): number[] {
  const text = rangeEnd.trim();
  const n = text ? Number(text) : Number.NaN;
  if (!Number.isFinite(n) || n < CARD_NUMBER.min) return [];
  const end = Math.min(Math.floor(n), CARD_NUMBER.max);
  return Array.from({ length: end }, (_, index) => index + 1);
}

/**
 * SPEC section 5: the custom list splits on commas and drops non-numbers. Card numbers are whole
 * numbers 1-10000, so anything else is dropped too; repeats count once; the board shows them sorted.
 */
export function numbersFromCustomList(list: string): number[] {
  const numbers = new Set<number>();
  for (const part of list.split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const n = Number(text);
    if (isCardNumber(n)) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b);
}

export function draftNumbers(draft: TemplateDraft): number[] {
  return draft.source === 'range'
    ? numbersFromRange(draft.rangeEnd)
    : numbersFromCustomList(draft.customList);
}

/** The form's errors (empty when it can be saved). */
export function validateDraft(
  draft: TemplateDraft,
): Partial<Record<'name' | 'numbers', TemplateError>> {
  const errors: Partial<Record<'name' | 'numbers', TemplateError>> = {};
  if (!draft.name.trim()) errors.name = 'nameRequired';
  if (draftNumbers(draft).length === 0) errors.numbers = 'numbersRequired';
  return errors;
}

/** A template's numbers as the form shows them: a range when they are exactly 1..N. */
export function draftFromTemplate(template: CardTemplate): TemplateDraft {
  const isRange = template.numbers.every((n, index) => n === index + 1);
  return {
    name: template.name,
    description: template.description,
    source: isRange ? 'range' : 'custom',
    rangeEnd: isRange ? String(template.numbers.length) : '',
    customList: isRange ? '' : template.numbers.join(', '),
  };
}

export const EMPTY_DRAFT: TemplateDraft = Object.freeze({
  name: '',
  description: '',
  source: 'range',
  rangeEnd: '',
  customList: '',
});

export function newTemplateId(): string {
  return newIdempotencyKey();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** One stored template, or null when it is broken beyond use. */
function normalizeTemplate(value: unknown): CardTemplate | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : value.id;
  if (typeof id !== 'string' || !id || typeof value.name !== 'string') return null;
  if (!Array.isArray(value.numbers)) return null;
  const numbers = [...new Set(value.numbers.filter(isCardNumber))].sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const now = new Date(0).toISOString();
  return {
    id,
    name: value.name,
    description: typeof value.description === 'string' ? value.description : '',
    numbers,
    isActive: value.isActive === true,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : now,
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : now,
  };
}

/** Keeps SPEC's "at most one is active": the first active one wins. */
function atMostOneActive(templates: CardTemplate[]): CardTemplate[] {
  let seen = false;
  return templates.map((template) => {
    if (!template.isActive) return template;
    if (seen) return { ...template, isActive: false };
    seen = true;
    return template;
  });
}

/** The stored templates; broken stored data gives []. */
export function readTemplates(): CardTemplate[] {
  const stored = readJson<unknown>(STORAGE_KEYS.cardTemplates, []);
  if (!Array.isArray(stored)) return [];
  const templates = stored
    .map(normalizeTemplate)
    .filter((template): template is CardTemplate => template !== null);
  return atMostOneActive(templates);
}

export function saveTemplates(templates: readonly CardTemplate[]): void {
  writeJson(STORAGE_KEYS.cardTemplates, templates);
}

export function activeTemplate(templates: readonly CardTemplate[]): CardTemplate | null {
  return templates.find((template) => template.isActive) ?? null;
}

export function createTemplate(
  templates: readonly CardTemplate[],
  draft: TemplateDraft,
  now: Date,
  id: string = newTemplateId(),
): CardTemplate[] {
  const stamp = now.toISOString();
  return [
    ...templates,
    {
      id,
      name: draft.name.trim(),
      description: draft.description.trim(),
      numbers: draftNumbers(draft),
      isActive: false,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ];
}

export function updateTemplate(
  templates: readonly CardTemplate[],
  id: string,
  draft: TemplateDraft,
  now: Date,
): CardTemplate[] {
  return templates.map((template) =>
    template.id === id
      ? {
          ...template,
          name: draft.name.trim(),
          description: draft.description.trim(),
          numbers: draftNumbers(draft),
          updatedAt: now.toISOString(),
        }
      : template,
  );
}

/** Activating one deactivates the others (at most one is active). */
export function setTemplateActive(
  templates: readonly CardTemplate[],
  id: string,
  active: boolean,
  now: Date,
): CardTemplate[] {
  const stamp = now.toISOString();
  return templates.map((template) => {
    const isActive = template.id === id ? active : active ? false : template.isActive;
    return isActive === template.isActive ? template : { ...template, isActive, updatedAt: stamp };
  });
}

/** Clear Template: no template active, the board goes back to the default range. */
export function deactivateAll(templates: readonly CardTemplate[], now: Date): CardTemplate[] {
  const stamp = now.toISOString();
  return templates.map((template) =>
    template.isActive ? { ...template, isActive: false, updatedAt: stamp } : template,
  );
}

/** The copy is named "<name> (Copy)" and starts inactive. */
export function duplicateTemplate(
  templates: readonly CardTemplate[],
  id: string,
  now: Date,
  newId: string = newTemplateId(),
): CardTemplate[] {
  const source = templates.find((template) => template.id === id);
  if (!source) return [...templates];
  const stamp = now.toISOString();
  return [
    ...templates,
    {
      ...source,
      id: newId,
      name: `${source.name} (Copy)`,
      numbers: [...source.numbers],
      isActive: false,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ];
}

export function deleteTemplate(templates: readonly CardTemplate[], id: string): CardTemplate[] {
  return templates.filter((template) => template.id !== id);
}

/** Search by name or description, ignoring case. */
export function searchTemplates(templates: readonly CardTemplate[], query: string): CardTemplate[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...templates];
  return templates.filter(
    (template) =>
      template.name.toLocaleLowerCase().includes(needle) ||
      template.description.toLocaleLowerCase().includes(needle),
  );
}
