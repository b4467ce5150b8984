/**
 * The <source> of a muted loop: one file for every screen, the films
 * pipeline's loop (at most 960 px wide, scripts/build/films/ffmpeg.mjs).
 */
export function VideoSources({ url }: { url: string }) {
  return <source src={url} type="video/mp4" />;
}
