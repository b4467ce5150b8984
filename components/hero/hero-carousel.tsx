'use client';

import { useRef, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';

import { buttonVariants } from '@/components/ui/button';
import { HERO_SLIDE_DURATION, HERO_TRANSITION } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { useSwipe } from '@/lib/hooks/use-swipe';
import { fill, type UiText } from '@/lib/i18n/ui';
import { HERO_PROGRESS_STEP } from '@/lib/motion';

import { CarouselControls } from './carousel-controls';
import { isPaused } from './carousel-state';
import { HeroSlideMedia, type HeroSlideView } from './hero-slide-media';
import { useActiveSlideVideo } from './use-active-slide-video';
import { useAutoAdvance } from './use-auto-advance';
import { pauseNow, useCarousel } from './use-carousel';

/**
 * The home hero: video slides that advance every 6 s, pause on hover, focus,
 * touch and a hidden tab, and move by swipe, arrows and dot tabs. The server
 * renders the first slide complete, so the title shows before any script.
 */
export function HeroCarousel({
  slides,
  labels,
}: {
  slides: readonly HeroSlideView[];
  /** The carousel's names in the page's language (lib/i18n/ui.ts). */
  labels: UiText['hero'];
}) {
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [state, dispatch] = useCarousel(slides.length, reducedMotion);
  const paused = isPaused(state);
  // The play/pause button shows the visitor's own choice, not a hover or focus pause.
  const pausedByUser = state.pausedBy.includes('user');
  const active = slides[state.index] ?? slides[0];

  useActiveSlideVideo(videos, state.index, pausedByUser);

  useAutoAdvance({
    running: !paused && slides.length > 1,
    slideKey: state.index,
    duration: HERO_SLIDE_DURATION,
    step: HERO_PROGRESS_STEP,
    // Committed within the timer, as the transition's end is: the next slide's 6 s
    // start at the instant the last one's end.
    onDone: () => flushSync(() => dispatch({ type: 'next' })),
    onProgress: (progress) => {
      if (!bar.current) return;
      // Back to the start at once; forward by gliding over one step (the class's transition).
      bar.current.style.transition = progress === 0 ? 'none' : '';
      bar.current.style.transform = `scaleX(${progress})`;
      bar.current.dataset.progress = progress.toFixed(2);
    },
  });

  const swipe = useSwipe<HTMLElement>((direction) => dispatch({ type: direction }));

  return (
    <section
      aria-roledescription={labels.role}
      aria-label={labels.region}
      className="relative isolate h-[100svh] min-h-[34rem] overflow-hidden"
      style={{ '--hero-fade': `${HERO_TRANSITION}ms` } as CSSProperties}
      onPointerEnter={(e) => e.pointerType === 'mouse' && pauseNow(dispatch, 'hover', true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && pauseNow(dispatch, 'hover', false)}
      onFocus={() => dispatch({ type: 'pause', reason: 'focus' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget))
          dispatch({ type: 'resume', reason: 'focus' });
      }}
      onTouchStart={(e) => {
        swipe.onTouchStart(e);
        dispatch({ type: 'pause', reason: 'touch' });
      }}
      onTouchEnd={(e) => {
        dispatch({ type: 'resume', reason: 'touch' });
        swipe.onTouchEnd(e);
      }}
      onTouchCancel={() => dispatch({ type: 'resume', reason: 'touch' })}
    >
      {slides.map((slide, i) => (
        <HeroSlideMedia
          key={slide.src}
          slide={slide}
          first={i === 0}
          active={i === state.index}
          fading={state.transitioning}
          // The server HTML shows the first slide only; the others' posters come
          // with the script that can bring them on.
          showPoster={i === 0 || hydrated}
          videoRef={(el) => {
            videos.current[i] = el;
          }}
        />
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
            aria-roledescription={labels.slideRole}
            aria-label={fill(labels.slide, { n: i + 1, count: slides.length })}
            hidden={i !== state.index}
            className={`mt-2 ${i === state.index && state.transitioning ? 'hero-cta-rise' : ''}`}
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
        labels={labels}
        onTogglePause={() => dispatch({ type: pausedByUser ? 'resume' : 'pause', reason: 'user' })}
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-paper/15">
        <div
          ref={bar}
          data-testid="hero-progress"
          data-progress="0.00"
          // The length is the inline transform alone: Tailwind's scale-x-0 sets
          // the separate `scale` property, which multiplied it to nothing.
          className="h-full origin-left bg-amber transition-transform duration-(--hero-progress-step) ease-linear motion-reduce:transition-none"
          style={
            {
              transform: 'scaleX(0)',
              '--hero-progress-step': `${HERO_PROGRESS_STEP}ms`,
            } as CSSProperties
          }
        />
      </div>
    </section>
  );
}
