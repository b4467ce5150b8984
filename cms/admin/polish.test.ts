import { describe, expect, it } from 'vitest';

import { preferPolish } from './polish';

/** The browser's storage as the editor leaves it, in a Map. */
function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage & { map: Map<string, string> };
}

describe('the editor in Polish (cms/admin/polish.ts)', () => {
  it('speaks Polish on a first visit, keeping the other settings', () => {
    const stored = storage({ 'sveltia-cms.prefs': '{"theme":"dark"}' });
    preferPolish(stored);
    expect(JSON.parse(stored.map.get('sveltia-cms.prefs')!)).toEqual({
      theme: 'dark',
      locale: 'pl',
    });
  });

  it('keeps a language the studio picked, and forgets the stored messages', () => {
    const stored = storage({
      'sveltia-cms.prefs': '{"locale":"en"}',
      'sveltia-cms.locale': '{"old":"messages"}',
    });
    preferPolish(stored);
    expect(JSON.parse(stored.map.get('sveltia-cms.prefs')!)).toEqual({ locale: 'en' });
    expect(stored.map.has('sveltia-cms.locale')).toBe(false);
  });

  it('lets the editor start where storage is blocked', () => {
    const blocked = storage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(() => preferPolish(blocked)).not.toThrow();
  });
});
