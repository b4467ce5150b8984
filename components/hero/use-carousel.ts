import { useEffect, useReducer, type Dispatch } from 'react';
import { flushSync } from 'react-dom';

import { HERO_TRANSITION } from '@/lib/constants';

import {
  carouselReducer,
  initialCarousel,
  type CarouselAction,
  type PauseReason,
} from './carousel-state';

/**
 * Pauses or resumes, committed with its effects before the event that asks
 * for it returns: the slide's 6 s stop or start again at that instant of the
 * page's clock. React commits a click, a key, focus and touch so already; a
 * pointer's entering or leaving and a tab shown or hidden it left to its
 * scheduler, a task later, and a test clock run in between (Playwright's
 * runFor skips ahead at once when no timer is set) went by with the carousel
 * still paused, or still running.
 */
export function pauseNow(dispatch: Dispatch<CarouselAction>, reason: PauseReason, paused: boolean) {
  flushSync(() => dispatch({ type: paused ? 'pause' : 'resume', reason }));
}

/**
 * The carousel's state (carousel-state.ts) and what moves it besides the
 * visitor's own controls: reduced motion and a hidden tab pause it, and a
 * slide change ends by its timer.
 */
export function useCarousel(slideCount: number, reducedMotion: boolean) {
  const [state, dispatch] = useReducer(carouselReducer, slideCount, initialCarousel);

  // Under reduced motion nothing moves until the visitor presses play.
  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'pause', reason: 'user' });
  }, [reducedMotion]);

  useEffect(() => {
    const onVisibility = () => pauseNow(dispatch, 'hidden', document.hidden);
    // At mount, within React's own commit: a plain dispatch.
    if (document.hidden) dispatch({ type: 'pause', reason: 'hidden' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The change ends by this timer, not by the fade: the fade and the call to
  // action's rise are CSS that runs only while `transitioning` holds, so
  // ending it cuts them to their end state. Under a test clock the slide is
  // fully shown HERO_TRANSITION after the move by the page's own clock, in
  // every engine, whatever the real timeline did meanwhile.
  useEffect(() => {
    if (!state.transitioning) return;
    // Committed within the timer itself, not a scheduler task later: the slide
    // is at rest the moment the clock has run HERO_TRANSITION.
    const timer = setTimeout(
      () => flushSync(() => dispatch({ type: 'transitionEnd' })),
      HERO_TRANSITION,
    );
    return () => clearTimeout(timer);
  }, [state.transitioning]);

  return [state, dispatch] as const;
}
