import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { EMAILJS_LIB_VERSION, HERO_SLIDE_DURATION, VIDEO_START_DELAY } from './constants';

describe('business constants', () => {
  it('match the installed e-mail client, whose version goes into every payload', () => {
    const pkg = JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as {
      version: string;
    };
    expect(EMAILJS_LIB_VERSION).toBe('4.4.1');
    expect(pkg.version).toBe(EMAILJS_LIB_VERSION);
  });

  it('time the hero as specified', () => {
    expect(HERO_SLIDE_DURATION).toBe(6000);
    expect(VIDEO_START_DELAY).toBe(620);
  });
});
