import type { HeroMedia } from '@/lib/media-rules';

import { AmbientVideo } from './ambient-video';
import { Photo } from './photo';
import { PreviewImage } from './preview-image';

// Half the 80rem page beside the text from 1024 px, the full width below.
const HERO_SIZES = '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw';

/**
 * A service page's hero (chosen by heroOf in lib/media-rules.ts): a muted,
 * looping, autoplaying video that preloads metadata only (with a button that
 * stops it), or a photo. Either way the page's largest image (the photo, or
 * the video's poster) is loaded first and preloaded. The poster is a responsive picture under the video rather than
 * its `poster` attribute, which can only name one file: the video has no
 * frame to paint until it plays, so the picture shows through until then.
 * Under either lies the picture's inlined preview, when the page has one
 * (lib/image-preview.ts): the work is on screen with the first paint.
 */
export function HeroMediaView({
  media,
  words,
}: {
  media: HeroMedia;
  /** The film button's names in the page's language. */
  words?: { play: string; pause: string };
}) {
  const frame = 'relative aspect-[4/3] w-full';
  if (media.type === 'video') {
    return (
      <div className={frame}>
        {media.poster?.preview && <PreviewImage {...media.poster.preview} />}
        {media.poster && (
          <Photo
            photo={media.poster}
            alt=""
            priority
            sizes={HERO_SIZES}
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <AmbientVideo
          url={media.url}
          label={media.label}
          words={words}
          className="relative size-full object-cover"
        />
      </div>
    );
  }
  const photo = (
    <Photo
      photo={media}
      alt={media.alt}
      priority
      sizes={HERO_SIZES}
      className={`${frame} object-cover`}
    />
  );
  return media.preview ? (
    <div className="relative">
      <PreviewImage {...media.preview} />
      {photo}
    </div>
  ) : (
    photo
  );
}
