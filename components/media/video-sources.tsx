/** Phones take the lighter rendition; the browser picks a <source> before fetching any. */
export const PHONE_VIDEO_MEDIA = '(max-width: 767px)';

/** The <source>s of a clip: its phone rendition when there is one, then the full one. */
export function VideoSources({ url, phoneUrl }: { url: string; phoneUrl?: string }) {
  return (
    <>
      {phoneUrl && <source media={PHONE_VIDEO_MEDIA} src={phoneUrl} type="video/mp4" />}
      <source src={url} type="video/mp4" />
    </>
  );
}
