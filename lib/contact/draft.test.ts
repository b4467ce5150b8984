import { describe, expect, it } from 'vitest';

import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  readDraft,
  removeDraft,
  writeDraft,
  type ContactDraft,
  type DraftStorage,
} from './draft';

/** localStorage's behaviour, in memory. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const draft: ContactDraft = {
  fields: { name: 'Zofia Żółkiewska', email: 'zofia@example.pl', message: 'Ślub we wrześniu…' },
  service: 'fotografia/slubna',
};
const empty: ContactDraft = { fields: { name: '', email: '', message: '' }, service: '' };

describe('the contact form’s draft', () => {
  it('comes back as it was written, per language', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'pl', draft, 1000);
    expect(readDraft(storage, 'pl', 2000)).toEqual(draft);
    expect(readDraft(storage, 'en', 2000)).toBeUndefined();
    expect([...storage.items.keys()]).toEqual([draftKey('pl')]);
  });

  it('is removed when the form is emptied, and then none is kept', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'en', draft, 1000);
    writeDraft(storage, 'en', empty, 2000);
    expect(storage.items.size).toBe(0);
    writeDraft(storage, 'pl', draft, 1000);
    removeDraft(storage, 'pl');
    expect(storage.items.size).toBe(0);
    // A service chosen with nothing typed is not a message to keep.
    writeDraft(storage, 'pl', { ...empty, service: 'film/reklamowe' }, 1000);
    expect(storage.items.size).toBe(0);
  });

  it('is forgotten after its time, or when it is not one the form wrote', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'pl', draft, 0);
    expect(readDraft(storage, 'pl', DRAFT_MAX_AGE_MS)).toEqual(draft);
    expect(readDraft(storage, 'pl', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    storage.setItem(draftKey('pl'), '{not json');
    expect(readDraft(storage, 'pl', 0)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('keeps only text, within the form’s limits', () => {
    const storage = memoryStorage();
    storage.setItem(
      draftKey('pl'),
      JSON.stringify({ savedAt: 0, fields: { name: 7, message: 'x'.repeat(9000) }, service: {} }),
    );
    const read = readDraft(storage, 'pl', 0)!;
    expect(read.fields.name).toBe('');
    expect(read.fields.message).toHaveLength(5000);
    expect(read.service).toBe('');
  });

  it('never throws where the browser refuses storage', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(refusing, 'pl', draft, 0)).not.toThrow();
    expect(readDraft(refusing, 'pl', 0)).toBeUndefined();
    expect(readDraft(undefined, 'pl', 0)).toBeUndefined();
  });
});
