import { describe, expect, it } from 'vitest';

import { numbersIn } from './numbers';

const numbers = (text: string, locale: 'pl' | 'en') =>
  [...numbersIn(text, locale)].sort((a, b) => a - b);

describe('numbersIn', () => {
  it('reads English numbers in digits and in words, as British English writes them', () => {
    expect(numbers('Two to four hours, 30-, 15- and 6-second cuts', 'en')).toEqual([
      2, 4, 6, 15, 30,
    ]);
    expect(numbers('A limit of 4,930 characters, 1.5 days', 'en')).toEqual([1.5, 4930]);
    expect(numbers('A ten-year-old headshot; twice a year; a dozen shots', 'en')).toEqual([
      2, 10, 12,
    ]);
  });

  it('reads Polish numerals in every case, collective and compound', () => {
    expect(numbers('od dwóch do czterech godzin, dwoje dzieci', 'pl')).toEqual([2, 4]);
    expect(numbers('dwuosobowy zespół, trzydniowy kongres, pięciu fotografów', 'pl')).toEqual([
      2, 3, 5,
    ]);
    expect(numbers('limit 4 930 znaków, 1,5 dnia', 'pl')).toEqual([1.5, 4930]);
    expect(numbers('album z sześćdziesięcioma kadrami na jubileusz stulecia', 'pl')).toEqual([
      60, 100,
    ]);
  });

  it('leaves out one, a step’s own number and words that only look like numerals', () => {
    expect(numbers('1. Rozmowa – jeden fotograf, jedna sesja', 'pl')).toEqual([]);
    expect(numbers('3. We meet – one call, an hour', 'en')).toEqual([]);
    // „dwór”, „trzeba”, „trzymamy”, „stoi”, „studio”, „setka” are no numbers.
    expect(numbers('W dworze trzeba trzymać studio, które stoi obok', 'pl')).toEqual([]);
  });
});
