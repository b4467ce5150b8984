import { describe, expect, it } from 'vitest';

import { errorsSummary, problemMessage, problemOf, tooLongToPrepare } from './film-messages.mjs';

describe('what the encode job tells the studio', () => {
  it('agrees with the number of films in error', () => {
    const head = (/** @type {number} */ n) =>
      errorsSummary(Array.from({ length: n }, (_, i) => `Film ${i}`)).split('\n')[0];
    expect(head(1)).toMatch(/^Jeden film ma błąd i nie trafi na stronę, dopóki go nie poprawisz;/);
    expect(head(2)).toMatch(/^Filmy z błędem: 2\. Nie trafią na stronę, dopóki ich nie poprawisz;/);
    expect(head(5)).toMatch(/^Filmy z błędem: 5\. Nie trafią na stronę/);
    expect(head(22)).toMatch(/^Filmy z błędem: 22\./);
    expect(errorsSummary(['A', 'B']).split('\n').slice(1)).toEqual(['A', 'B']);
  });

  it('names every format the upload takes, not MP4 alone, and says to fix this one field', () => {
    const message = problemMessage('„Wesele” (…)', problemOf(new Error('nie ma pliku x.mov')));
    expect(message).toBe(
      'Film „Wesele” (…): nie ma pliku x.mov. Wgraj w tym polu plik filmu jeszcze raz (MP4, MOV, M4V, MXF, MKV albo WebM) albo popraw odnośnik.',
    );
  });

  it('tries again later what may pass by itself (the bucket, the network)', () => {
    const problem = problemOf(
      new Error('nie udało się odczytać pliku x z magazynu filmów (HTTP 503)'),
    );
    expect(problem.retry).toBe(true);
    expect(problem.todo).toMatch(/Kolejna próba będzie za godzinę/);
  });

  it('gives the frame rate the form of its number: 24 klatki, 25 klatek na sekundę', () => {
    const rate = (/** @type {number} */ fps) =>
      tooLongToPrepare({ duration: 3600, width: 1920, height: 1080, fps }, 600).message;
    expect(rate(23.976)).toMatch(/, 24 klatki na sekundę\)/);
    expect(rate(25)).toMatch(/, 25 klatek na sekundę\)/);
    expect(rate(60)).toMatch(/, 60 klatek na sekundę\)/);
  });
});
