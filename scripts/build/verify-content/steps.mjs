// The steps of the content gate (`npm run gate:content`) and what a
// failure of each means to the studio, in Polish. Kept as data so the
// workflow test and the docs can rely on the order.

/**
 * The end-to-end spec of step 5: every page opened once, and judged on that
 * one visit: errors, typography, links.
 * Named by file, so they are found wherever the test root puts them.
 */
export const GATE_SPECS = ['every-page.spec.ts'];
/** The one browser of the gate: Chromium at the desktop size. */
export const GATE_PROJECT = 'gate';

/**
 * @typedef {object} GateStep
 * @property {string} id
 * @property {string} name the step as the studio reads it
 * @property {string[]} command
 * @property {Record<string, string>} [env]
 * @property {string} meaning what a failure of this step means and where to look
 */

/**
 * @param {{ production: boolean, preflight: boolean }} options production: build the
 *   release (`npm run build`, with the environment's settings) instead of the
 *   local build; preflight: start with the launch check
 * @returns {GateStep[]}
 */
export function gateSteps({ production, preflight }) {
  /** @type {GateStep[]} */
  const steps = [
    {
      id: 'content',
      name: 'Treść zgodna ze schematem',
      // Only the schema of every data file: the other unit tests of content/
      // also hold facts of the sample data (counts, which pages have media)
      // that an ordinary edit in the editor changes.
      command: ['npx', 'vitest', 'run', 'content/load.test.ts', '-t', 'follows its schema'],
      meaning:
        'Któryś plik treści ma brakujące lub błędne pole; log tego kroku podaje „plik: pole: co jest nie tak”.',
    },
    {
      id: 'build',
      name: 'Budowanie strony',
      command: ['npm', 'run', production ? 'build' : 'build:local'],
      meaning:
        'Strona nie zbudowała się z tą treścią, np. pole wskazuje plik, którego nie ma, albo wgrany plik jest uszkodzony; przyczyna jest w ostatnich wierszach logu tego kroku.',
    },
    {
      id: 'html',
      name: 'Poprawność HTML',
      command: ['npm', 'run', 'validate:html'],
      meaning:
        'Zbudowana strona ma niepoprawny kod HTML, zwykle przez znaki w treści, które go psują; log podaje stronę i wiersz.',
    },
    {
      id: 'browser',
      name: 'Każda strona w przeglądarce, typografia i linki',
      command: ['npx', 'playwright', 'test', ...GATE_SPECS, `--project=${GATE_PROJECT}`],
      meaning:
        'Któraś strona nie otwiera się bez błędów, ma link lub plik, który nie odpowiada, albo tekst łamie się źle (np. jednoliterowe słowo na końcu wiersza); log podaje adres strony i fragment.',
    },
  ];
  if (preflight) {
    steps.unshift({
      id: 'preflight',
      name: 'Kontrola przed publikacją',
      command: ['npm', 'run', 'check:launch'],
      meaning:
        'Treść lub ustawienia nie są jeszcze gotowe do publikacji; lista „Co zostało do uzupełnienia przed publikacją” podaje plik i pole każdej pozycji.',
    });
  }
  return steps;
}

/**
 * The run's summary (Markdown): each step's time, and the failed step's meaning.
 * @param {{ name: string, seconds: number, ok: boolean }[]} done
 * @param {GateStep | undefined} failed
 * @param {number} total seconds
 */
export function summaryOf(done, failed, total) {
  const lines = [
    failed
      ? '## Bramka treści: publikacja wstrzymana'
      : '## Bramka treści: wszystkie sprawdzenia przeszły',
    '',
    '| Krok | Wynik | Czas |',
    '|---|---|---|',
    ...done.map((d) => `| ${d.name} | ${d.ok ? '✓' : '✗'} | ${Math.round(d.seconds)} s |`),
    '',
    `Razem: ${Math.round(total)} s.`,
  ];
  if (failed) {
    lines.push(
      '',
      `**Nie przeszedł krok „${failed.name}”.** ${failed.meaning} Strona w internecie zostaje bez zmian.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
