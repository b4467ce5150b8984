// A films' bucket for the films pipeline's tests: s3rver on 127.0.0.1 (any
// free port), an S3 API for @aws-sdk/client-s3 as R2's is in production,
// with the buckets asked for (the renditions', and the masters' where a
// test needs it). The studio's uploads go through the Worker's R2 binding,
// not here (worker/films/).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own key: the build's, in the tests. */
export const BUILD_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * @param {{ bucket: string, mastersBucket?: string }} options
 */
export async function startBucket({ bucket, mastersBucket }) {
  const directory = path.join(tmpdir(), `s3rver-${process.pid}-${Date.now()}`);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...(mastersBucket ? [mastersBucket] : [])].map((name) => ({
      name,
      configs: [],
    })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The environment the build reads (bucket-settings.mjs). */
    env: {
      FILMS_BUCKET: bucket,
      ...(mastersBucket ? { FILMS_MASTERS_BUCKET: mastersBucket } : {}),
      FILMS_S3_ENDPOINT: endpoint,
      FILMS_S3_REGION: 'us-east-1',
      FILMS_S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: BUILD_KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: BUILD_KEY.secretAccessKey,
    },
    client: new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: BUILD_KEY,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
