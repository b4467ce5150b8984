import { describe, expect, it } from 'vitest';

import { gateSteps, summaryOf } from './steps.mjs';

describe('the content gate', () => {
  it('checks the schema, builds, validates and opens the pages, in that order', () => {
    expect(gateSteps({ production: false, preflight: false }).map((s) => s.id)).toEqual([
      'content',
      'build',
      'html',
      'browser',
    ]);
    const local = gateSteps({ production: false, preflight: false });
    expect(local[1]?.command).toEqual(['npm', 'run', 'build:local']);
  });

  it('starts with the launch check when asked, and builds the release for production', () => {
    const steps = gateSteps({ production: true, preflight: true });
    expect(steps[0]?.command).toEqual(['npm', 'run', 'check:launch']);
    expect(steps[2]?.command).toEqual(['npm', 'run', 'build']);
  });

  it('tells the studio, in Polish, which step failed and what that means', () => {
    const [content, build] = gateSteps({ production: true, preflight: false });
    const summary = summaryOf(
      [
        { name: content?.name ?? '', seconds: 9.2, ok: true },
        { name: build?.name ?? '', seconds: 150.6, ok: false },
      ],
      build,
      160,
    );
    expect(summary).toMatch(/^## Bramka treści: publikacja wstrzymana\n/);
    expect(summary).toContain('| Budowanie strony | ✗ | 151 s |');
    expect(summary).toContain(
      '**Nie przeszedł krok „Budowanie strony”.** Strona nie zbudowała się z tą treścią',
    );
    expect(summary).toMatch(/Strona w internecie zostaje bez zmian\.\n$/);
    expect(summaryOf([], undefined, 1)).toMatch(
      /^## Bramka treści: wszystkie sprawdzenia przeszły/,
    );
  });
});
