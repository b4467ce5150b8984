import { describe, expect, it } from 'vitest';

import { DEADLINE_MINUTES } from '../../../lib/film-limits.mjs';
import { deadlineFrom, MAX_TRIES, RESERVE_SECONDS, runOrder, verdict } from './encode-plan.mjs';

describe('the encode job’s deadline', () => {
  const started = Date.UTC(2026, 10, 28, 12);

  it('is FILMS_DEADLINE_MINUTES after the start, below GitHub’s 6 hours by default', () => {
    expect(deadlineFrom(started, {})).toBe(started + DEADLINE_MINUTES * 60_000);
    expect(DEADLINE_MINUTES * 60 + RESERVE_SECONDS).toBeLessThan(6 * 3600);
    expect(deadlineFrom(started, { FILMS_DEADLINE_MINUTES: '90' })).toBe(started + 90 * 60_000);
  });

  it('ignores a setting that is not a positive number of minutes', () => {
    for (const value of ['', '0', '-5', 'pięć'])
      expect(deadlineFrom(started, { FILMS_DEADLINE_MINUTES: value })).toBe(
        started + DEADLINE_MINUTES * 60_000,
      );
  });
});

describe('the order of a run', () => {
  it('takes a film cut short or put off before first, then the smallest master', () => {
    const films = [
      { name: 'długi', size: 9e9 },
      { name: 'krótki', size: 1e8 },
      { name: 'przerwany', size: 5e9, tries: 1 },
      { name: 'odłożony', size: 7e9, deferred: true },
      { name: 'średni', size: 2e9 },
    ];
    expect(runOrder(films).map((f) => f.name)).toEqual([
      'przerwany',
      'odłożony',
      'krótki',
      'średni',
      'długi',
    ]);
  });
});

describe('what a run does with a film before its encode', () => {
  const hour = 3600;
  const whole = 5 * hour;

  it('encodes it when it fits in what is left of the run', () => {
    expect(verdict({ estimate: hour, left: whole, whole, tries: 0 })).toBe('encode');
  });

  it('leaves it for the next run when this one has too little left', () => {
    const left = 2 * hour;
    expect(verdict({ estimate: 2 * hour, left, whole, tries: 0 })).toBe('later');
    expect(verdict({ estimate: 2 * hour, left, whole, tries: 0, reserve: 0 })).toBe('encode');
  });

  it('puts it in error when no whole run is long enough', () => {
    expect(verdict({ estimate: whole + 1, left: whole, whole, tries: 0 })).toBe('too-long');
  });

  it('puts it in error after runs that began it twice without finishing', () => {
    expect(verdict({ estimate: hour, left: whole, whole, tries: MAX_TRIES })).toBe('tried');
    expect(verdict({ estimate: hour, left: whole, whole, tries: MAX_TRIES - 1 })).toBe('encode');
  });
});
