import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Tests hold rules, the content holds facts: what the studio does in the
 * editor (add, rename and remove a service, a photo, a client logo) must not
 * turn a content test red. A copy of content/ is edited as the editor writes
 * its files, and the content tests run on it (CONTENT_DIR).
 */
const CONTENT_TESTS = ['content/load.test.ts', 'content/registry.test.ts'];

type Json = Record<string, unknown> & {
  menu: { label: string; order: number };
  photos?: { src: string; alt: string }[];
};

const dir = mkdtempSync(path.join(tmpdir(), 'content-edited-'));
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
const write = (file: string, data: unknown) =>
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
const servicesIn = (folder: string) =>
  readdirSync(path.join(dir, 'services', folder))
    // The Polish files; the editor keeps each one's English beside it (<id>.en.json).
    .filter((f) => /(?<!\.en)\.json$/.test(f))
    .map((f) => `services/${folder}/${f}`);

/** What the studio does in one sitting of the editor. */
function editLikeTheStudio() {
  cpSync('content', dir, { recursive: true });
  /** Every file's text but the service's own (Polish and English). */
  const elsewhere = (id: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json') && !new RegExp(`/${id}(\\.en)?\\.json$`).test(f))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
  const photos = servicesIn('fotografia');
  const films = servicesIn('film');

  // Removes a service nothing else links to.
  const idOf = (file: string) => path.basename(file, '.json');
  const removed = photos.find((f) => !elsewhere(idOf(f)).includes(`"${idOf(f)}"`));
  expect(removed, 'a service no other file names').toBeDefined();
  rmSync(path.join(dir, removed!));
  rmSync(path.join(dir, removed!.replace(/\.json$/, '.en.json')), { force: true });
  const kept = photos.filter((f) => f !== removed);

  // Renames one, adds a photo to one and removes a photo from another.
  const renamed = read(kept[0]!);
  write(kept[0]!, { ...renamed, menu: { ...renamed.menu, label: 'Nowa nazwa' } });
  const [withPhotos, other] = kept.map((f) => [f, read(f)] as const).filter(([, d]) => d.photos);
  const [file, data] = withPhotos!;
  write(file, { ...data, photos: [...data.photos!, { ...data.photos![0]!, alt: 'Nowe zdjęcie' }] });
  write(other![0], { ...other![1], photos: other![1].photos!.slice(0, -1) });

  // Adds two film services after the others, so no count stays what it was.
  const template = read(films[0]!);
  const last = Math.max(...films.map((f) => read(f).menu.order));
  for (const [n, label] of ['Nowa usługa', 'Druga nowa usługa'].entries()) {
    write(`services/film/nowa-usluga-${n + 1}.json`, {
      ...template,
      menu: { ...template.menu, label, order: last + n + 1 },
      // Its own copy: the section titles are its own too.
      sections: (template.sections as { title: string }[]).map((section) => ({
        ...section,
        title: `${section.title} (${label})`,
      })),
    });
  }

  // Removes a client logo, moves one and adds two (files already in the media library).
  const clients = JSON.parse(readFileSync(path.join(dir, 'clients.json'), 'utf8')) as {
    clients: { name: string; logo: string }[];
  };
  const [first, ...rest] = clients.clients;
  const added = ['Nowy Klient', 'Drugi Nowy Klient'].map((name) => ({ ...first!, name }));
  write('clients.json', { clients: [...rest.slice(0, -1), first, ...added] });
}

describe('the studio edits the content in the editor', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('and the content tests still pass on what it saved', () => {
    editLikeTheStudio();
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project=node',
        '--maxWorkers=1',
        ...CONTENT_TESTS,
      ],
      {
        env: { ...process.env, CONTENT_DIR: dir, NO_COLOR: '1' },
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toMatch(/Test Files +\d+ passed/);
    expect(run.status, output.slice(-3000)).toBe(0);
  }, 300_000);
});
