// The import direction of README's Layout is ESLint's rule
// (import/no-restricted-paths, eslint.config.mjs): shown failing on a
// forbidden import, and passing the allowed one, with the project's config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cache: false });

/** The rule's findings for `code` as if it were the file at `filePath`. */
async function findings(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

// ESLint loads the whole config (Next's, TypeScript's) on its first file: seconds on a busy machine.
describe('the import rule', { timeout: 60_000 }, () => {
  it('fails an import against the direction, in the product and in the tooling', async () => {
    const cases: [string, string][] = [
      [
        'lib/lint-fixture.ts',
        "import { SiteShell } from '../components/layout/site-shell';\nexport const x = SiteShell;\n",
      ],
      [
        'content/lint-fixture.ts',
        "import { slugify } from '../lib/slug';\nexport const x = slugify;\n",
      ],
      [
        'worker/lint-fixture.ts',
        "import { SiteShell } from '../components/layout/site-shell';\nexport const x = SiteShell;\n",
      ],
      [
        'lib/lint-fixture-tool.ts',
        "import { previewName } from '../scripts/release/preview.ts';\nexport const x = previewName;\n",
      ],
      [
        'scripts/lint-fixture.ts',
        "import { localUrl } from '../e2e/support/hosts';\nexport const x = localUrl;\n",
      ],
    ];
    for (const [file, code] of cases) {
      expect(await findings(code, file), file).toHaveLength(1);
    }
  });

  it('passes an import along it', async () => {
    expect(
      await findings(
        "import { slugify } from '../lib/slug';\nexport const x = slugify;\n",
        'components/lint-fixture.ts',
      ),
    ).toEqual([]);
    expect(
      await findings(
        "import { slugify } from '../lib/slug';\nexport const x = slugify;\n",
        'scripts/lint-fixture.ts',
      ),
    ).toEqual([]);
  });
});
