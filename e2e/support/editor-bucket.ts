import { createServer } from 'node:net';

import { filmsEnv } from '../../cms/oauth/films/test-uploads.mjs';
import { buildAdminPolicy } from '../../scripts/build/csp/csp.mjs';
import { bucketSettings, mastersOrigins } from '../../scripts/build/films/bucket-settings.mjs';
import { startBucket } from '../../scripts/build/films/test-bucket.mjs';
import { startEditorServers, type EditorServers } from './editor-servers';
import { REPO } from './git-host';

/** The films' bucket of the tests, on loopback. */
export type TestBucket = Awaited<ReturnType<typeof startBucket>>;

export interface EditorWithBucket extends EditorServers {
  readonly bucket: TestBucket;
}

/** A port free at this moment on loopback: the bucket's CORS rule must name the editor's origin. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The editor as the live site has it for a build given the films' bucket:
 * /admin written by cms/write-admin.mjs (the film field is the film widget),
 * under the policy the build gives it, signed in through the sign-in service
 * and the Git host stand-in (editor-servers.ts); the service with the films
 * settings (the masters' bucket and the studio's key, now on the server:
 * filmsEnv of cms/oauth/films/test-uploads.mjs); the bucket s3rver behind a
 * signature check, with CORS for the editor's origin.
 */
export async function startEditorWithBucket(bucketName: string): Promise<EditorWithBucket> {
  const sitePort = Number(process.env.CMS_E2E_PORT ?? 0) || (await freePort());
  const gitHostPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? 0) || (await freePort());
  const bucket = await startBucket({ bucket: bucketName, origin: `http://127.0.0.1:${sitePort}` });
  const gitHostUrl = `http://127.0.0.1:${gitHostPort}`;
  const env = {
    ...bucket.env,
    ...filmsEnv({ endpoint: bucket.endpoint, apiUrl: `${gitHostUrl}/api/v3`, repo: REPO }),
    FILMS_MASTERS_BUCKET: bucketName,
  };
  const adminPolicy = buildAdminPolicy({
    apiRoot: gitHostUrl,
    masters: mastersOrigins(bucketSettings(env)),
  });
  try {
    const servers = await startEditorServers({
      sitePort,
      gitHostPort,
      withSite: false,
      env,
      adminPolicy,
    });
    return {
      ...servers,
      bucket,
      async close() {
        await servers.close();
        await bucket.close();
      },
    };
  } catch (error) {
    await bucket.close();
    throw error;
  }
}
