import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

import { rangeText } from './font-plan.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * One face of the font plan as WOFF2: Fontsource's file cut to the face's
 * characters, its weight axis cut to the face's weights.
 * @param {{ from: string, range: string, weight: number | { min: number, max: number } }} face
 * @returns {Promise<Buffer>}
 */
export async function makeFace({ from, range, weight }) {
  const source = await readFile(path.join(ROOT, 'node_modules/@fontsource-variable', from));
  return subsetFont(source, rangeText(range), {
    targetFormat: 'woff2',
    variationAxes: { wght: weight },
  });
}
