import { describe, expect, it } from 'vitest';

import { lengthPl, longestMinutes } from '@/lib/film-limits.mjs';

import { tooLongMessage } from './film-length';

describe('a film too long for the encode job, refused at the upload', () => {
  const uhd = { width: 3840, height: 2160 };

  it('takes a film of the limit’s length', () => {
    expect(tooLongMessage({ ...uhd, duration: longestMinutes(uhd) * 60 })).toBe('');
  });

  it('says in Polish how long a film of its size may be, how long it is, and the next size’s limit', () => {
    const limit = longestMinutes(uhd);
    const message = tooLongMessage({ ...uhd, duration: limit * 60 + 61 });
    expect(message).toBe(
      `Ten film jest za długi, by strona zdążyła przygotować go do odtwarzania: film w rozdzielczości 3840\u00a0×\u00a02160 może trwać najwyżej ${lengthPl(limit)}, a ten trwa ${lengthPl(limit + 2)}. Skróć go albo wyeksportuj w niższej rozdzielczości (w 1440p może trwać do ${lengthPl(longestMinutes({ width: 2560, height: 1440 }))}) i wybierz jeszcze raz.`,
    );
  });

  it('offers no smaller size below 720p, and reads a portrait film by its width', () => {
    const hd = { width: 720, height: 1280 };
    const message = tooLongMessage({ ...hd, duration: (longestMinutes(hd) + 1) * 60 });
    expect(message).toMatch(
      /rozdzielczości 720\s×\s1280 może trwać najwyżej .+\. Skróć go i wybierz jeszcze raz\.$/,
    );
  });
});
