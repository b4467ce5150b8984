import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { line, list, text, translated } from './schema/fields';
import { readTranslation } from './translation';

/** A data file of two translated fields, an optional one and one the Polish alone holds. */
const schema = z.strictObject({
  headline: translated(line({ title: 'Nagłówek', description: '' })),
  name: translated(line({ title: 'Nazwa', description: '' })).optional(),
  steps: translated(
    list(text({ title: 'Krok', description: '' }), { title: 'Kroki', description: '' }),
  ),
  order: z.int(),
});

/** The English version of a Polish file written with `pl`, from `en`. */
function translate(pl: unknown, en: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'translation-'));
  const file = path.join(dir, 'strona.json');
  writeFileSync(file, JSON.stringify(pl));
  writeFileSync(path.join(dir, 'strona.en.json'), JSON.stringify(en));
  return readTranslation(file, schema);
}

const polish = {
  headline: 'Reportaż z Waszego dnia',
  steps: ['1. Spotkanie – poznajemy się.', '2. Zdjęcia – od dwóch do trzech godzin.'],
  order: 3,
};

describe('an English version', () => {
  it('is complete when every translated field has its English text', () => {
    const done = translate(polish, {
      headline: 'Your wedding day',
      steps: ['1. We meet.', '2. The shoot – two to three hours.'],
    });
    expect(done.problems).toEqual([]);
    expect(done.data).toMatchObject({ headline: 'Your wedding day', order: 3 });
  });

  it('waits while it states a number the Polish file does not: a promise to the English reader alone', () => {
    const more = translate(polish, {
      headline: 'Your wedding day',
      steps: ['1. We meet.', '2. The shoot – two to four hours, with the gallery in five days.'],
    });
    expect(more.data).toBeUndefined();
    expect(more.problems).toEqual([
      expect.stringMatching(
        /strona\.en\.json: steps\[1\]: liczba 4 jest tylko w wersji angielskiej/,
      ),
      expect.stringMatching(
        /strona\.en\.json: steps\[1\]: liczba 5 jest tylko w wersji angielskiej/,
      ),
    ]);
  });

  it('may name itself where the Polish leaves the optional name to be made from the menu', () => {
    const named = translate(polish, {
      headline: 'Your wedding day',
      name: 'Wedding photography',
      steps: ['1. We meet.', '2. The shoot – two to three hours.'],
    });
    expect(named.problems).toEqual([]);
    expect(named.data?.name).toBe('Wedding photography');
  });
});
