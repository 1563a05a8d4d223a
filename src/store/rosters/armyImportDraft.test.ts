// The army list import's draft (issue 31, item 6): kept after every change and read back after a
// reload; a draft that does not read is dropped for an empty one, never half read.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { blankForm } from './attributeForm.ts';
import {
  EMPTY_DRAFT,
  IMPORT_DRAFT_KEY,
  keepImportDraft,
  readImportDraft,
  type ImportDraft,
} from './armyImportDraft.ts';

const draft: ImportDraft = {
  open: true,
  text: 'FUSILIER Combi Rifle. (0 | 10)',
  forms: [['FUSILIER', { ...blankForm(), bs: '12' }]],
  editing: ['SPEKTR'],
};

describe('the import draft', () => {
  it('is read back as it was kept, per seat', () => {
    const storage = new MemoryStorage();
    expect(keepImportDraft(storage, 'A', draft)).toBe(true);
    expect(readImportDraft(storage, 'A')).toEqual(draft);
    expect(readImportDraft(storage, 'B')).toEqual(EMPTY_DRAFT);
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', '{"text":1}'],
    ['an unknown key', JSON.stringify({ ...draft, extra: 1 })],
    ['a "__proto__" key', JSON.stringify(draft).replace('{', '{"__proto__":{"x":1},')],
    [
      'a form with an unknown field',
      JSON.stringify({ ...draft, forms: [['X', { ...blankForm(), hack: '1' }]] }),
    ],
    [
      'too many forms',
      JSON.stringify({ ...draft, forms: Array.from({ length: 101 }, () => draft.forms[0]) }),
    ],
  ])('%s is dropped for an empty draft', (_what, text) => {
    const storage = new MemoryStorage();
    storage.setItem(`${IMPORT_DRAFT_KEY}:A`, text);
    expect(readImportDraft(storage, 'A')).toEqual(EMPTY_DRAFT);
  });

  it('says when it could not be kept', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(keepImportDraft(storage, 'A', draft)).toBe(false);
    expect(keepImportDraft(undefined, 'A', draft)).toBe(false);
  });
});
