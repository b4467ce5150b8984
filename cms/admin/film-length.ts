// A film too long for the encode job to prepare in a run is refused when the
// studio chooses it, before a byte is sent: the browser reads the file's
// length and picture size (a <video> on an object URL reads only the
// header), and lib/film-limits.mjs says whether it fits. A file the browser
// cannot read (MXF, a codec it lacks) is never refused for that: it goes up,
// and the encode job's own limit (scripts/build/films/encode-plan.mjs) decides.
import { classBelow, lengthPl, longestMinutes, tooLongToEncode } from '@/lib/film-limits.mjs';

/** What the browser read of a film: seconds and pixels. */
export interface FilmShape {
  readonly duration: number;
  readonly width: number;
  readonly height: number;
}

/** Longer than a phone needs for a large file's header: past it the film goes up unread. */
const READ_TIMEOUT = 15_000;

/** The film's length and picture size, or undefined when this browser cannot read them. */
export function readShape(file: File, timeout = READ_TIMEOUT): Promise<FilmShape | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (shape?: FilmShape) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(shape);
    };
    const timer = setTimeout(() => done(), timeout);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('error', () => done(), { once: true });
    video.addEventListener(
      'loadedmetadata',
      () => {
        const { duration, videoWidth: width, videoHeight: height } = video;
        const known = Number.isFinite(duration) && duration > 0 && width > 0 && height > 0;
        done(known ? { duration, width, height } : undefined);
      },
      { once: true },
    );
    video.src = url;
  });
}

/**
 * Why the film cannot be taken, in Polish with its numbers, or '' when it
 * fits: how long a film of its picture size may be, how long it is, and the
 * next smaller size's limit, where there is one.
 */
export function tooLongMessage(shape: FilmShape): string {
  if (!tooLongToEncode(shape)) return '';
  const lower = classBelow(shape);
  const instead = lower
    ? ` albo wyeksportuj w niższej rozdzielczości (w ${lower.name} może trwać do ${lengthPl(longestMinutes(lower))})`
    : '';
  const pixels = `${shape.width}\u00a0×\u00a0${shape.height}`;
  return `Ten film jest za długi, by strona zdążyła przygotować go do odtwarzania: film w rozdzielczości ${pixels} może trwać najwyżej ${lengthPl(longestMinutes(shape))}, a ten trwa ${lengthPl(Math.ceil(shape.duration / 60))}. Skróć go${instead} i wybierz jeszcze raz.`;
}
