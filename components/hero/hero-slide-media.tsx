import { Photo } from '@/components/media/photo';
import { VideoSources } from '@/components/media/video-sources';
import type { HeroSlide } from '@/lib/home-media';

/** A hero slide as the carousel receives it: the loop, and the poster with its responsive variants. */
export type HeroSlideView = Omit<HeroSlide, 'master'>;

// The slide covers the screen. On a portrait phone the 16:9 poster is cropped
// to its middle; the screen's width picks the variant (the loop that replaces
// it a moment later is at most 960 px wide).
const POSTER_SIZES = '100vw';

/**
 * One slide's background: the poster, a responsive picture under the video,
 * which paints nothing until it has a frame (the first slide's poster is the
 * page's largest image). While the slides change (`fading`), the active one
 * fades in over --hero-fade, which the carousel sets from HERO_TRANSITION;
 * when the change ends the transition goes, so the fade stops at its end.
 */
export function HeroSlideMedia({
  slide,
  first,
  active,
  fading,
  showPoster,
  videoRef,
}: {
  slide: HeroSlideView;
  first: boolean;
  active: boolean;
  fading: boolean;
  showPoster: boolean;
  videoRef: (video: HTMLVideoElement | null) => void;
}) {
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 -z-20 ${
        // `none`, not no class: under the initial `all 0s` a running fade
        // would go on (CSS Transitions: a matching property keeps it running).
        fading ? 'transition-opacity duration-(--hero-fade)' : 'transition-none'
      } ${active ? 'opacity-100' : 'opacity-0'}`}
    >
      {showPoster && (
        <Photo
          photo={slide.poster}
          alt=""
          priority={first}
          sizes={POSTER_SIZES}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {/* No loop while the slide's film is in preparation: the poster alone. */}
      {slide.src && (
        <video
          ref={videoRef}
          // Firefox puts a <video> in the Tab order even without controls: this
          // one is decoration inside aria-hidden, never a stop.
          tabIndex={-1}
          muted
          loop
          playsInline
          preload={active ? 'metadata' : 'none'}
          data-active={active}
          className="absolute inset-0 size-full object-cover"
        >
          <VideoSources url={slide.src} />
        </video>
      )}
    </div>
  );
}
