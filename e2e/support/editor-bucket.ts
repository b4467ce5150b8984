import { buildAdminPolicy } from '../../scripts/build/csp/csp.mjs';
import { bucketSettings, mastersOrigins } from '../../scripts/build/films/bucket-settings.mjs';
import { startBucket } from '../../scripts/build/films/test-bucket.mjs';
import { startEditorServers, type EditorServers } from './editor-servers';
import { freePort, MASTERS_BUCKET } from './sign-in-servers';

/** The S3 API of the tests (s3rver on loopback), where the films pipeline reads and writes. */
export type TestBucket = Awaited<ReturnType<typeof startBucket>>;

export interface EditorWithBucket extends EditorServers {
  /** The S3 API the build uses: the renditions' bucket and a copy of the masters'. */
  readonly bucket: TestBucket;
}

/**
 * The editor as the live site has it for a build given the masters' bucket:
 * /admin written by cms/write-admin.mjs (the film field is the film widget),
 * under the policy the build gives it, signed in through the site's Worker
 * and the Git host stand-in (editor-servers.ts). The studio's uploads go
 * through the Worker into its local R2 simulation (MASTERS, wrangler dev);
 * the films pipeline reads masters with @aws-sdk/client-s3 from an S3 API,
 * which on the live site is R2's own over the same bucket, and here s3rver
 * (`bucket`), holding the renditions' bucket and, once a test copies a
 * master there, the masters'. The Worker's FILMS_S3_ENDPOINT names s3rver,
 * so the `src` it hands the editor is one the pipeline reads back.
 */
export async function startEditorWithBucket(bucketName: string): Promise<EditorWithBucket> {
  const sitePort = Number(process.env.CMS_E2E_PORT ?? 0) || (await freePort());
  const gitHostPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? 0) || (await freePort());
  const bucket = await startBucket({ bucket: bucketName, mastersBucket: MASTERS_BUCKET });
  const gitHostUrl = `http://127.0.0.1:${gitHostPort}`;
  const adminPolicy = buildAdminPolicy({
    apiRoot: gitHostUrl,
    masters: mastersOrigins(bucketSettings(bucket.env)),
  });
  try {
    const servers = await startEditorServers({
      sitePort,
      gitHostPort,
      withSite: false,
      // The editor's writer: with the masters' bucket, the film field is the widget.
      env: { FILMS_MASTERS_BUCKET: MASTERS_BUCKET, FILMS_S3_ENDPOINT: bucket.endpoint },
      vars: { FILMS_MASTERS_BUCKET: MASTERS_BUCKET, FILMS_S3_ENDPOINT: bucket.endpoint },
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
