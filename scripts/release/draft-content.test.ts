import { describe, expect, it } from 'vitest';

import { parseNameStatus, refusal } from './draft-content.ts';

describe('a draft’s changes', () => {
  it('are read from git’s name-status list', () => {
    const text =
      'M\tcontent/home.json\nA\tpublic/media/photos/nowe.jpg\nD\tcontent/x.json\nT\tcontent/y.json\n';
    expect(parseNameStatus(text)).toEqual([
      { status: 'M', file: 'content/home.json' },
      { status: 'A', file: 'public/media/photos/nowe.jpg' },
      { status: 'D', file: 'content/x.json' },
      { status: 'M', file: 'content/y.json' },
    ]);
  });

  it('make a Preview only when every file is content', () => {
    expect(refusal(parseNameStatus('M\tcontent/home.json\nA\tpublic/media/photos/a.jpg'))).toBe('');
    const refused = refusal(
      parseNameStatus('M\tcontent/home.json\nM\tpackage.json\nA\tscripts/x.mjs'),
    );
    expect(refused).toContain('package.json, scripts/x.mjs');
    expect(refused).toMatch(/spoza treści/);
  });
});
