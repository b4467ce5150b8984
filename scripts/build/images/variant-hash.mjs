// The content hash in every variant's name: the source's bytes and the encoder
// settings, so a new photo or a new setting gives new names (cached forever).
import { createHash } from 'node:crypto';

import { ENCODERS } from '../../../lib/image-variants.mjs';

/**
 * A short content hash of a source file and the encoder settings.
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function variantHash(bytes) {
  return createHash('sha256')
    .update(bytes)
    .update(JSON.stringify(ENCODERS))
    .digest('hex')
    .slice(0, 10);
}
