'use client';

import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { Photo } from '@/components/media/photo';
import { VideoSources } from '@/components/media/video-sources';
import type { HeroSlide } from '@/content/home';
import type { Picture } from '@/lib/images';
import { HERO_SLIDE_DURATION, HERO_TRANSITION, VIDEO_START_DELAY } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { swipeDirection } from '@/lib/swipe';
import { carouselReducer, initialCarousel, isPaused } from './carousel-state';
import { CarouselControls } from './carousel-controls';
import { useAutoAdvance } from './use-auto-advance';
import { buttonVariants } from '@/components/ui/button';

// The slide covers the screen. On a portrait phone the 16:9 poster is cropped
// to its middle; the screen's width picks the variant that matches the phone
// rendition of the video (960 px) that replaces it a moment later.
const POSTER_SIZES = '100vw';

/**
 * The home hero: video slides that advance every 6 s (SPEC §4). The server
 * renders the first slide complete, so the title shows before any script.
 */
export function HeroCarousel({
  slides,
}: {
  slides: readonly (Omit<HeroSlide, 'poster'> & { readonly poster: Picture })[];
}) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarousel);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  const touchStartX = useRef<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const paused = isPaused(state);
  // The play/pause button shows the visitor's own choice, not a hover or focus pause.
  const pausedByUser = state.pausedBy.includes('user');
  const active = slides[state.index] ?? slides[0];

  // Under reduced motion nothing moves until the visitor presses play.
  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'pause', reason: 'user' });
  }, [reducedMotion]);

  useEffect(() => {
    const onVisibility = () =>
      dispatch({ type: document.hidden ? 'pause' : 'resume', reason: 'hidden' });
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!state.transitioning) return;
    const timer = setTimeout(() => dispatch({ type: 'transitionEnd' }), HERO_TRANSITION);
    return () => clearTimeout(timer);
  }, [state.transitioning]);

  // Only the active slide's video plays, starting shortly after the switch. The
  // pause button (and reduced motion) stops the footage too, not only the
  // advance: moving content must be stoppable (WCAG 2.2.2).
  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (video && (i !== state.index || pausedByUser)) video.pause();
    });
    if (pausedByUser) return;
    const timer = setTimeout(() => {
      videos.current[state.index]?.play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays, which is fine.
      });
    }, VIDEO_START_DELAY);
    return () => clearTimeout(timer);
  }, [state.index, pausedByUser]);

  useAutoAdvance({
    running: !paused && slides.length > 1,
    slideKey: state.index,
    duration: HERO_SLIDE_DURATION,
    onDone: () => dispatch({ type: 'next' }),
    onProgress: (progress) => {
      if (!bar.current) return;
      bar.current.style.transform = `scaleX(${progress})`;
      bar.current.dataset.progress = progress.toFixed(2);
    },
  });

  const onTabKey = (e: KeyboardEvent<HTMLElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    dispatch({ type: step > 0 ? 'next' : 'prev' });
  };

  return (
    <section
      aria-roledescription="karuzela"
      aria-label="Prezentacja studia"
      className="relative isolate h-[100svh] min-h-[34rem] overflow-hidden"
      onPointerEnter={(e) =>
        e.pointerType === 'mouse' && dispatch({ type: 'pause', reason: 'hover' })
      }
      onPointerLeave={(e) =>
        e.pointerType === 'mouse' && dispatch({ type: 'resume', reason: 'hover' })
      }
      onFocus={() => dispatch({ type: 'pause', reason: 'focus' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget))
          dispatch({ type: 'resume', reason: 'focus' });
      }}
      onTouchStart={(e) => {
        touchStartX.current = e.touches[0]?.clientX ?? null;
        dispatch({ type: 'pause', reason: 'touch' });
      }}
      onTouchEnd={(e) => {
        const end = e.changedTouches[0]?.clientX;
        dispatch({ type: 'resume', reason: 'touch' });
        if (touchStartX.current === null || end === undefined) return;
        const direction = swipeDirection(end - touchStartX.current);
        touchStartX.current = null;
        if (direction) dispatch({ type: direction });
      }}
      onTouchCancel={() => dispatch({ type: 'resume', reason: 'touch' })}
    >
      {slides.map((slide, i) => (
        // The poster is a responsive picture under the video, which paints
        // nothing until it has a frame; the first is the page's largest image.
        <div
          key={slide.src}
          aria-hidden="true"
          className={`absolute inset-0 -z-20 transition-opacity duration-700 ${
            i === state.index ? 'opacity-100' : 'opacity-0'
          }`}
        >
          {/* The server HTML shows the first slide only; the others' posters come
              with the script that can bring them on. */}
          {(i === 0 || hydrated) && (
            <Photo
              photo={slide.poster}
              alt=""
              priority={i === 0}
              sizes={POSTER_SIZES}
              className="absolute inset-0 size-full object-cover"
            />
          )}
          <video
            ref={(el) => {
              videos.current[i] = el;
            }}
            muted
            loop
            playsInline
            preload={i === state.index ? 'metadata' : 'none'}
            data-active={i === state.index}
            className="absolute inset-0 size-full object-cover"
          >
            <VideoSources url={slide.src} phoneUrl={slide.phoneSrc} />
          </video>
        </div>
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/70 via-ink/50 to-ink/90" />
      <div className="page-container flex h-full flex-col items-start justify-end gap-5 pb-36 lg:pb-32">
        <h1 className="font-display text-6xl leading-none sm:text-8xl">{active?.title}</h1>
        <p className="text-xl text-paper/90 sm:text-2xl">{active?.subtitle}</p>
        {slides.map((slide, i) => (
          <div
            key={slide.src}
            id={`hero-slajd-${i + 1}`}
            role="tabpanel"
            aria-roledescription="slajd"
            aria-label={`Slajd ${i + 1} z ${slides.length}`}
            hidden={i !== state.index}
            className="mt-2"
          >
            <a href={slide.ctaHref} className={buttonVariants()}>
              {slide.ctaText}
            </a>
          </div>
        ))}
      </div>
      <CarouselControls
        count={slides.length}
        index={state.index}
        onPrev={() => dispatch({ type: 'prev' })}
        onNext={() => dispatch({ type: 'next' })}
        onGoTo={(index) => dispatch({ type: 'goTo', index })}
        pausedByUser={pausedByUser}
        onTogglePause={() => dispatch({ type: pausedByUser ? 'resume' : 'pause', reason: 'user' })}
        onTabKey={onTabKey}
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-paper/15">
        <div
          ref={bar}
          data-testid="hero-progress"
          data-progress="0.00"
          className="h-full origin-left scale-x-0 bg-amber"
        />
      </div>
    </section>
  );
}
