import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  activeTemplate,
  createTemplate,
  deactivateAll,
  deleteTemplate,
  draftFromTemplate,
  duplicateTemplate,
  numbersFromCustomList,
  numbersFromRange,
  readTemplates,
  saveTemplates,
  searchTemplates,
  setTemplateActive,
  updateTemplate,
  validateDraft,
  type CardTemplate,
} from './card-templates';
import { installMemoryStorage } from '../test-support';

const NOW = new Date('2025-01-02T03:04:05.000Z');
let storage: Storage;
beforeEach(() => {
  storage = installMemoryStorage();
});

function template(id: string, overrides: Partial<CardTemplate> = {}): CardTemplate {
  return {
    id,
    name: `T${id}`,
    description: '',
    numbers: [1, 2, 3],
    isActive: false,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

describe('template numbers (SPEC section 5)', () => {
  it('builds 1..N from a range of 1 to 10000', () => {
    expect(numbersFromRange('5')).toEqual([1, 2, 3, 4, 5]);
    expect(numbersFromRange(' 10 ')).toHaveLength(10);
    expect(numbersFromRange('20000')).toHaveLength(10_000);
    expect(numbersFromRange('0')).toEqual([]);
    expect(numbersFromRange('')).toEqual([]);
    expect(numbersFromRange('ten')).toEqual([]);
  });

  it('splits a custom list on commas and drops non-numbers', () => {
    expect(numbersFromCustomList('5, 3,abc, 12,,x7, 3')).toEqual([3, 5, 12]);
    expect(numbersFromCustomList('1.5, -2, 0, 10001, 10000')).toEqual([10_000]);
    expect(numbersFromCustomList('a, b')).toEqual([]);
  });

  it('requires a name and at least one number', () => {
    expect(validateDraft(EMPTY_DRAFT)).toEqual({
      name: 'nameRequired',
      numbers: 'numbersRequired',
    });
    expect(validateDraft({ ...EMPTY_DRAFT, name: '  ', rangeEnd: '10' })).toEqual({
      name: 'nameRequired',
    });
    expect(
      validateDraft({ ...EMPTY_DRAFT, name: 'Evening', source: 'custom', customList: 'x, y' }),
    ).toEqual({ numbers: 'numbersRequired' });
    expect(validateDraft({ ...EMPTY_DRAFT, name: 'Evening', rangeEnd: '100' })).toEqual({});
  });

  it('shows a template as a range when it is exactly 1..N, else as a list', () => {
    expect(draftFromTemplate(template('a', { numbers: [1, 2, 3] }))).toMatchObject({
      source: 'range',
      rangeEnd: '3',
    });
    expect(draftFromTemplate(template('a', { numbers: [2, 4] }))).toMatchObject({
      source: 'custom',
      customList: '2, 4',
    });
  });
});

describe('template list', () => {
  it('creates, updates and deletes', () => {
    let list = createTemplate([], { ...EMPTY_DRAFT, name: ' Hall ', rangeEnd: '4' }, NOW, 'a');
    expect(list).toEqual([template('a', { name: 'Hall', numbers: [1, 2, 3, 4] })]);
    const later = new Date('2025-02-01T00:00:00.000Z');
    list = updateTemplate(
      list,
      'a',
      { ...EMPTY_DRAFT, name: 'Hall', description: 'Friday', source: 'custom', customList: '9,8' },
      later,
    );
    expect(list[0]).toMatchObject({
      numbers: [8, 9],
      description: 'Friday',
      updatedAt: later.toISOString(),
      createdAt: NOW.toISOString(),
    });
    expect(deleteTemplate(list, 'a')).toEqual([]);
  });

  it('keeps at most one template active', () => {
    let list = [template('a', { isActive: true }), template('b'), template('c')];
    list = setTemplateActive(list, 'b', true, NOW);
    expect(list.map((t) => t.isActive)).toEqual([false, true, false]);
    expect(activeTemplate(list)?.id).toBe('b');
    list = setTemplateActive(list, 'b', false, NOW);
    expect(activeTemplate(list)).toBeNull();
    list = deactivateAll(setTemplateActive(list, 'c', true, NOW), NOW);
    expect(list.every((t) => !t.isActive)).toBe(true);
  });

  it('duplicates as "<name> (Copy)", inactive', () => {
    const list = duplicateTemplate([template('a', { isActive: true })], 'a', NOW, 'b');
    expect(list[1]).toMatchObject({ id: 'b', name: 'Ta (Copy)', isActive: false });
  });

  it('searches names and descriptions', () => {
    const list = [
      template('a', { name: 'Evening' }),
      template('b', { description: 'evening hall' }),
    ];
    expect(searchTemplates(list, 'EVEN').map((t) => t.id)).toEqual(['a', 'b']);
    expect(searchTemplates(list, 'hall').map((t) => t.id)).toEqual(['b']);
  });
});

describe('stored templates', () => {
  it('round-trips under cardTemplates', () => {
    const list = [template('a', { isActive: true })];
    saveTemplates(list);
    expect(JSON.parse(storage.getItem('cardTemplates') ?? '')).toEqual(list);
    expect(readTemplates()).toEqual(list);
  });

  it('falls back to [] for broken data and skips broken entries', () => {
    storage.setItem('cardTemplates', '{broken');
    expect(readTemplates()).toEqual([]);
    storage.setItem('cardTemplates', '{"a":1}');
    expect(readTemplates()).toEqual([]);
    storage.setItem(
      'cardTemplates',
      JSON.stringify([
        { id: 1, name: 'Old', numbers: [3, 'x', 1], isActive: true },
        { id: 'b', name: 'No numbers', numbers: [] },
        'junk',
        { id: 'c', name: 'Second active', numbers: [5], isActive: true },
      ]),
    );
    const list = readTemplates();
    expect(list.map((t) => [t.id, t.numbers, t.isActive])).toEqual([
      ['1', [1, 3], true],
      ['c', [5], false],
    ]);
  });
});
