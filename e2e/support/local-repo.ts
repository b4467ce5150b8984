import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The editor's local mode („Pracuj z lokalnym repozytorium”, `npm run cms`)
 * on a stand-in working tree. Sveltia CMS opens the repository folder with
 * window.showDirectoryPicker (Chromium's File System Access API) and reads and
 * writes its files through the handle. A test cannot click through a native
 * folder picker, so the picker is replaced by a folder of the origin-private
 * file system (OPFS), the same kind of handle, into which the test copies the
 * files the editor reads: the collections' data files and the media folder
 * (Sveltia scans only the paths its configuration names) and an empty .git,
 * which Sveltia requires to accept a folder as a repository.
 */

const REPO_DIR = 'swiatlocien';

/** Replaces the folder picker with the OPFS folder; before any of the editor's scripts. */
export async function pickOpfsFolder(context: BrowserContext): Promise<void> {
  await context.addInitScript((dir) => {
    const picker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(dir, { create: true });
    Object.defineProperty(window, 'showDirectoryPicker', { value: picker, configurable: true });
  }, REPO_DIR);
}

/** Every request off this machine fails, as on a train: the editor must not need one. */
export async function offline(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return refused;
}

interface RepoFile {
  readonly path: string;
  readonly base64: string;
}

/** The repository's files under `dirs` (relative to the checkout) that `keep` keeps, to copy. */
export async function repoFiles(
  root: string,
  dirs: readonly string[],
  keep: (file: string) => boolean = () => true,
): Promise<RepoFile[]> {
  const files: RepoFile[] = [];
  for (const dir of dirs) {
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const file = path.relative(root, full).split(path.sep).join('/');
      if (keep(file)) files.push({ path: file, base64: (await readFile(full)).toString('base64') });
    }
  }
  return files;
}

/**
 * Writes the files into the stand-in folder (emptied first) and adds .git.
 * The page must be on the editor's origin: OPFS is per origin.
 */
export async function seedRepo(page: Page, files: readonly RepoFile[]): Promise<void> {
  await page.evaluate(
    async ({ dir, files }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(dir, { recursive: true }).catch(() => undefined);
      const root = await opfs.getDirectoryHandle(dir, { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        const name = parts.pop() ?? '';
        let folder = root;
        for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (
          await folder.getFileHandle(name, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { dir: REPO_DIR, files },
  );
}

/** A file of the stand-in folder, as the editor left it; undefined when there is none. */
export async function readRepoFile(page: Page, file: string): Promise<Buffer | undefined> {
  const base64 = await page.evaluate(
    async ({ dir, file }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(dir);
      const parts = file.split('/');
      const name = parts.pop() ?? '';
      try {
        for (const part of parts) folder = await folder.getDirectoryHandle(part);
        const blob = await (await folder.getFileHandle(name)).getFile();
        // FileReader's data URL: base64 without building a string per byte.
        const url = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error ?? new Error('read failed'));
          reader.readAsDataURL(blob);
        });
        return url.slice(url.indexOf(',') + 1);
      } catch {
        return undefined;
      }
    },
    { dir: REPO_DIR, file },
  );
  return base64 === undefined ? undefined : Buffer.from(base64, 'base64');
}

/** The files of one folder of the stand-in, by name, sorted. */
export async function listRepoDir(page: Page, dir: string): Promise<string[]> {
  return page.evaluate(
    async ({ root, dir }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of dir.split('/').filter(Boolean))
        folder = await folder.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const [name, handle] of folder.entries()) {
        if (handle.kind === 'file') names.push(name);
      }
      return names.sort();
    },
    { root: REPO_DIR, dir },
  );
}
