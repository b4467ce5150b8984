import { describe, expect, it } from 'vitest';

import { englishGaps } from './english';

describe('English versions', () => {
  it('lists what each page without English lacks, in Polish, with its file', () => {
    for (const gap of englishGaps()) {
      expect(gap.problems.length, gap.page).toBeGreaterThan(0);
      for (const problem of gap.problems) expect(problem).toMatch(/^content\/\S+\.en\.json: /);
    }
    console.log(JSON.stringify(englishGaps(), null, 1));
  });
});
