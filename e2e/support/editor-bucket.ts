import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildAdminPolicy } from '../../scripts/build/csp/csp.mjs';
import { bucketSettings, mastersOrigins } from '../../scripts/build/films/bucket-settings.mjs';
import { startBucket } from '../../scripts/build/films/test-bucket.mjs';
import { FILE_TYPES } from './editor-servers';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The films' bucket of the tests, on loopback. */
export type TestBucket = Awaited<ReturnType<typeof startBucket>>;

export interface EditorWithBucket {
  /** The editor's page, e.g. http://127.0.0.1:5120/admin */
  readonly adminUrl: string;
  readonly bucket: TestBucket;
  close(): Promise<void>;
}

/**
 * The editor as the build writes it (cms/write-admin.mjs) for a build given
 * the films' bucket (s3rver on loopback, CORS for the editor's origin), served
 * under /admin with the policy the build would give it, and the bucket.
 */
export async function startEditorWithBucket(bucketName: string): Promise<EditorWithBucket> {
  const adminDir = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-admin-bucket-'));
  let policy = '';
  const site: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file =
      pathname === '/admin'
        ? path.join(adminDir, 'index.html')
        : pathname.startsWith('/admin/')
          ? path.join(adminDir, decodeURIComponent(pathname.slice('/admin/'.length)))
          : path.join(repo, 'public', decodeURIComponent(pathname));
    const inside =
      file.startsWith(adminDir + path.sep) || file.startsWith(path.join(repo, 'public') + path.sep);
    try {
      if (!inside) throw new Error('outside');
      const body = readFileSync(file);
      res.writeHead(200, {
        'Content-Type': FILE_TYPES[path.extname(file)] ?? 'application/octet-stream',
        ...(pathname === '/admin' ? { 'Content-Security-Policy': policy } : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
  const address = site.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const bucket = await startBucket({ bucket: bucketName, origin });

  const written = spawnSync(process.execPath, ['cms/write-admin.mjs', '--out', adminDir], {
    cwd: repo,
    env: { ...process.env, ...bucket.env },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('Could not write the editor');
  policy = buildAdminPolicy({ masters: mastersOrigins(bucketSettings(bucket.env)) });

  return {
    adminUrl: `${origin}/admin`,
    bucket,
    async close() {
      await new Promise<void>((resolve) => site.close(() => resolve()));
      await bucket.close();
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}

/** The data files the editor reads, path → text, for a stand-in of the repository's folder. */
export function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(repo, 'content'), {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(repo, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}
