// The film bench's script in the page (film-start.mjs): it runs before the
// site's own code, takes away what a way must not have, and records the
// tap and what the viewer's video does after it. Apart from film-visit.mjs,
// which drives the browser, because this one runs inside the page.

/** @typedef {'hls-native' | 'hls.js' | 'mp4'} Way */

/**
 * Runs in the page before its own code: takes away what the way must not
 * have, and records the tap (the first pointerdown) and, for the viewer's
 * video, the first presented frame (requestVideoFrameCallback) and `playing`.
 * @param {Way} way
 */
export function instrument(way) {
  if (way === 'hls-native') {
    // Apple's engines are known by ManagedMediaSource (film-start.ts): Chromium,
    // which plays HLS itself, stands in for one.
    Object.defineProperty(window, 'ManagedMediaSource', { value: class {}, configurable: true });
  }
  if (way === 'mp4') {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (/** @type {string} */ type) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
    // @ts-expect-error an engine without Media Source
    delete window.MediaSource;
    // @ts-expect-error the same, for the managed one
    delete window.ManagedMediaSource;
  }
  /** @type {{ tap?: number, click?: number, dialog?: number, loadstart?: number, picture?: number, frame?: number, playing?: number, src?: string, width?: number, stalls: number, stalledMs: number, ended?: number }} */
  const film = { stalls: 0, stalledMs: 0 };
  Object.assign(window, { __film: film });
  addEventListener('pointerdown', (e) => (film.tap ??= e.timeStamp), { capture: true });
  addEventListener('click', (e) => (film.click ??= e.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (document.querySelector('[role="dialog"]')) film.dialog ??= performance.now();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'loadstart',
    (e) => {
      const video = e.target;
      if (!(video instanceof HTMLVideoElement) || !video.closest('[role="dialog"]')) return;
      if (film.src) return;
      film.src = video.currentSrc;
      film.loadstart = performance.now();
      // The first frame the engine presents (an MP4 shows one, still, as
      // soon as its first key frame is in), and the first one of the film
      // moving (media time past the first frame's, which is not 0 in every
      // engine: Firefox gives the ladder's first frame 0.08): the film has
      // started. The poster is on screen from the tap, so a still first
      // frame changes little; the second is the measure. presentationTime,
      // not the callback's own time: a busy main thread runs the callback
      // later than the frame.
      /** @type {number | undefined} */
      let firstMediaTime;
      /** @param {number} _now @param {VideoFrameCallbackMetadata} meta */
      const onFrame = (_now, meta) => {
        film.picture ??= meta.presentationTime;
        firstMediaTime ??= meta.mediaTime;
        if (meta.mediaTime > firstMediaTime) {
          film.frame = meta.presentationTime;
          film.width = meta.width;
        } else video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
      video.addEventListener('playing', () => (film.playing ??= performance.now()), {
        once: true,
      });
      // After the first frame, to the end: each wait for data while playing.
      /** @type {number | undefined} */
      let waitingSince;
      video.addEventListener('waiting', () => {
        if (film.frame !== undefined) waitingSince ??= performance.now();
      });
      video.addEventListener('playing', () => {
        if (waitingSince === undefined) return;
        film.stalls += 1;
        film.stalledMs += performance.now() - waitingSince;
        waitingSince = undefined;
      });
      video.addEventListener('ended', () => (film.ended ??= performance.now()), { once: true });
    },
    true,
  );
}
