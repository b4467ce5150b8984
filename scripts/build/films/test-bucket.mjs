// A films' bucket for the tests: s3rver on 127.0.0.1 (any free port), with
// the bucket's CORS rule for the editor's origin (bucket-cors.mjs) and a key
// pair for the studio whose secret has the shape of a real one (the editor
// accepts only a 40-character secret for a generic S3 store), behind a gate
// that checks every signature as S3 does (sigv4-check.mjs; s3rver does not)
// and answers the multipart calls s3rver lacks (s3rver-multipart.mjs).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

import { corsXml } from './bucket-cors.mjs';
import { multipartShim } from './s3rver-multipart.mjs';
import { signatureGate } from './sigv4-gate.mjs';

/** s3rver's own key: the build's, in the tests. */
export const BUILD_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** The studio's key, which the sign-in service keeps on the server (cms/oauth/films/). */
export const STUDIO_KEY = {
  accessKeyId: 'STUDIOFILMKEY',
  secretAccessKey: 'StudioSecretKey0123456789abcdefghijKLMNO',
};

/**
 * @param {{ bucket: string, origin?: string }} options origin: the editor's, allowed by CORS
 */
export async function startBucket({ bucket, origin }) {
  const directory = path.join(tmpdir(), `s3rver-${process.pid}-${Date.now()}`);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: origin ? [corsXml(origin)] : [] }],
  });
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(STUDIO_KEY.accessKeyId, STUDIO_KEY.secretAccessKey);
  const { port } = await server.run();
  const gate = await signatureGate(
    `http://127.0.0.1:${port}`,
    new Map([BUILD_KEY, STUDIO_KEY].map((k) => [k.accessKeyId, k.secretAccessKey])),
    multipartShim(directory),
  );
  const endpoint = gate.url;
  return {
    endpoint,
    /** Signed requests checked, and those refused (with why). */
    signatures: { checked: gate.checked, refused: gate.refused },
    /** The environment the build and the editor's writer read (bucket-settings.mjs). */
    env: {
      FILMS_BUCKET: bucket,
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
      await gate.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
