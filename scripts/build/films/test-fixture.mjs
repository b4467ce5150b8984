// A repository in miniature for the pipeline's tests: one film service whose
// film's master is a short clip ffmpeg makes (picture and sound), or whatever
// the test writes instead.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FFMPEG } from './ffmpeg.mjs';

export const TITLE = 'Film próbny';

/**
 * @param {string} file
 * @param {{ seconds?: number, size?: string }} [options]
 */
export function makeClip(file, { seconds = 2, size = '640x360' } = {}) {
  // prettier-ignore
  execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
}

/**
 * A root with content/services/film/probny.json whose one film's master is `src`.
 * @param {string} src
 */
export async function makeRoot(src) {
  const root = await mkdtemp(path.join(tmpdir(), 'films-'));
  await mkdir(path.join(root, 'content/services/film'), { recursive: true });
  await mkdir(path.join(root, 'content/media'), { recursive: true });
  await mkdir(path.join(root, 'public/media/videos'), { recursive: true });
  const service = { videos: [{ src, alt: 'Plansza testowa', title: TITLE }] };
  await writeFile(path.join(root, 'content/services/film/probny.json'), JSON.stringify(service));
  return root;
}
