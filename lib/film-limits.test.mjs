import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  classBelow,
  ENCODE_RATES,
  encodeSeconds,
  FILM_BUDGET_SECONDS,
  lengthPl,
  limitsPl,
  longestMinutes,
  MEASURED_FPS,
  RUNNER_CPUS,
  tooLongToEncode,
} from './film-limits.mjs';

const uhd = { width: 3840, height: 2160 };
const fullHd = { width: 1920, height: 1080 };

describe('the longest film the encode job can prepare in a run', () => {
  it('is the limit of each picture size: a minute more is refused, the limit itself taken', () => {
    for (const rate of ENCODE_RATES) {
      const size = { width: Math.round((rate.side * 16) / 9), height: rate.side };
      const limit = longestMinutes(rate) * 60;
      expect(tooLongToEncode({ ...size, duration: limit }), rate.name).toBe(false);
      expect(tooLongToEncode({ ...size, duration: limit + 60 }), rate.name).toBe(true);
    }
  });

  it('is shorter the larger the picture', () => {
    const minutes = ENCODE_RATES.map((r) => longestMinutes(r));
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(longestMinutes(uhd)).toBeLessThan(longestMinutes(fullHd));
  });

  it('reads a portrait film by its shorter side, as a landscape one', () => {
    expect(encodeSeconds({ width: 1080, height: 1920, duration: 60 })).toBe(
      encodeSeconds({ ...fullHd, duration: 60 }),
    );
  });

  it('counts frames: twice the frame rate, twice the time', () => {
    const film = { ...uhd, duration: 600 };
    expect(encodeSeconds({ ...film, fps: MEASURED_FPS * 2 })).toBeCloseTo(encodeSeconds(film) * 2);
  });

  it('is longer on more CPUs, and past 4K shorter by the pixels', () => {
    const film = { ...uhd, duration: 600 };
    expect(encodeSeconds(film, RUNNER_CPUS * 2)).toBeCloseTo(encodeSeconds(film) / 2);
    expect(encodeSeconds({ width: 7680, height: 4320, duration: 600 })).toBeCloseTo(
      encodeSeconds(film) * 4,
    );
    expect(tooLongToEncode({ ...uhd, duration: FILM_BUDGET_SECONDS })).toBe(true);
  });

  it('names the next smaller size for a film to be exported in', () => {
    expect(classBelow(uhd)?.side).toBe(1440);
    expect(classBelow({ width: 2704, height: 1520 })?.side).toBe(1440);
    expect(classBelow({ width: 1280, height: 720 })).toBeUndefined();
  });
});

describe('lengths in Polish', () => {
  it('abbreviates hours and minutes, so any case of the sentence takes them', () => {
    expect(lengthPl(27)).toBe('27\u00a0min');
    expect(lengthPl(60)).toBe('1\u00a0godz.');
    expect(lengthPl(85.9)).toBe('1\u00a0godz. 25\u00a0min');
    expect(lengthPl(0)).toBe('0\u00a0min');
  });

  it('lists every size’s limit, largest picture first', () => {
    const list = limitsPl();
    expect(list.startsWith('4K – do ')).toBe(true);
    for (const rate of ENCODE_RATES)
      expect(list).toContain(`${rate.name} – do ${lengthPl(longestMinutes(rate))}`);
  });
});

describe('the limits the docs give', () => {
  const doc = (/** @type {string} */ file) =>
    readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8').replace(/\s+/g, ' ');
  const english = (/** @type {number} */ minutes) =>
    lengthPl(minutes)
      .replace('godz.', 'h')
      .replace(/\u00a0/g, ' ');

  it('are the module’s, for the studio (Polish) and for developers', () => {
    const studio = doc('docs/studio.md');
    const media = doc('docs/media.md');
    for (const rate of ENCODE_RATES) {
      const minutes = longestMinutes(rate);
      expect(studio, rate.name).toContain(` ${lengthPl(minutes).replace(/\u00a0/g, ' ')}`);
      expect(media, rate.name).toContain(
        `${rate.name === 'Full HD' ? '1080p' : rate.name} ${english(minutes)}`,
      );
    }
  });
});
