#!/usr/bin/env node
// How fast this machine makes a film's renditions (ffmpeg.mjs's encode, the
// one the encode job runs): the CPU seconds ffmpeg spends per second of
// footage, for masters of each height. lib/film-limits.mjs keeps the
// measured rates, from which the editor refuses a film no run can finish
// and the job plans its runs; run this on a new ffmpeg, a new ladder or a
// new kind of runner, and update them. Masters are made here with ffmpeg's
// test source plus grain (a clean test picture encodes unrealistically
// fast), at a camera's bitrate, in a temporary folder, never in the
// repository. Linux only (the children's CPU time from /proc).
//   node scripts/build/films/measure-encode.mjs [--heights 720,1080,2160]
//     [--seconds 20] [--fps 30] [--grain 40] [--hevc] [--samples]
// --grain: ffmpeg's noise strength (0–100); strong grain is the hardest
// footage to encode, so the rates it gives are the ones to plan by.
// --samples also measures the repository's sample masters (public/media/videos/).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { encode, FFMPEG, probe } from './ffmpeg.mjs';

/** A camera's bitrate (Mbit/s) for a master of each height: what phones and cameras write. */
const CAMERA_MBPS = { 720: 10, 1080: 20, 1440: 30, 2160: 45 };

/** CPU seconds this process's waited-for children used so far (/proc/self/stat: cutime, cstime). */
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString());
  // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 after the name.
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

/**
 * @param {string} file
 * @param {{ height: number, seconds: number, fps: number, grain: number, hevc: boolean }} options
 */
function makeMaster(file, { height, seconds, fps, grain, hevc }) {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const mbps = CAMERA_MBPS[/** @type {keyof typeof CAMERA_MBPS} */ (height)] ?? 20;
  const codec = hevc
    ? ['-c:v', 'libx265', '-tag:v', 'hvc1', '-x265-params', 'log-level=error']
    : ['-c:v', 'libx264'];
  // prettier-ignore
  execFileSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-vf', `noise=alls=${grain}:allf=t+u`,
    ...codec, '-preset', 'ultrafast', '-b:v', `${mbps}M`, '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', file,
  ]);
}

/** @param {string} file @param {string} work */
async function measure(file, work) {
  const info = await probe(file);
  const dir = path.join(work, `out-${path.basename(file)}`);
  const cpu = childrenCpu();
  const wall = Date.now();
  await encode(file, info, dir);
  const used = childrenCpu() - cpu;
  await rm(dir, { recursive: true, force: true });
  return {
    master: path.basename(file),
    size: `${info.width}x${info.height}`,
    seconds: Math.round(info.duration * 10) / 10,
    mbytes: Math.round(statSync(file).size / 1e5) / 10,
    cpuSeconds: Math.round(used),
    cpuPerSecond: Math.round((used / info.duration) * 100) / 100,
    wallSeconds: Math.round((Date.now() - wall) / 100) / 10,
  };
}

const { values } = parseArgs({
  options: {
    heights: { type: 'string', default: '720,1080,2160' },
    seconds: { type: 'string', default: '20' },
    fps: { type: 'string', default: '30' },
    grain: { type: 'string', default: '40' },
    hevc: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
  },
});
const work = await mkdtemp(path.join(os.tmpdir(), 'films-measure-'));
console.log(`${os.cpus()[0]?.model ?? '?'}, ${os.availableParallelism()} CPUs, ${FFMPEG}`);
try {
  const rows = [];
  if (values.samples) {
    const dir = path.resolve(import.meta.dirname, '../../../public/media/videos');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.mp4')))
      rows.push(await measure(path.join(dir, name), work));
  }
  for (const height of values.heights.split(',').map(Number)) {
    const file = path.join(work, `master-${height}p${values.hevc ? '-hevc' : ''}.mp4`);
    makeMaster(file, {
      height,
      seconds: Number(values.seconds),
      fps: Number(values.fps),
      grain: Number(values.grain),
      hevc: values.hevc,
    });
    rows.push(await measure(file, work));
    await rm(file);
  }
  console.table(rows);
} finally {
  await rm(work, { recursive: true, force: true });
}
