import { describe, expect, it } from 'vitest';

import { servicePathPattern } from './service-path';

describe('servicePathPattern', () => {
  it('matches an id under either service prefix', () => {
    expect(servicePathPattern.test('/fotografia/nie-ma-takiej')).toBe(true);
    expect(servicePathPattern.test('/film/xyz/')).toBe(true);
  });

  it('leaves every other path to the generic 404', () => {
    for (const path of ['/', '/nie-ma', '/fotografia', '/fotografia/a/b', '/filmy/x']) {
      expect(servicePathPattern.test(path)).toBe(false);
    }
  });

  it('survives being written into an inline script', () => {
    // The same text the 404 page inlines.
    const copy = new Function(`return ${String(servicePathPattern)}`)() as RegExp;
    expect(copy.test('/film/nieznana')).toBe(true);
  });
});
