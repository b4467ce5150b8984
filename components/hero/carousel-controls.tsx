import { useEffect, useRef, type KeyboardEvent } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { ArrowIcon } from '@/components/ui/icons';
import { PlayPauseButton } from '@/components/ui/play-pause-button';
import { fill, type UiText } from '@/lib/i18n/ui';

/** Previous, dot tabs, next, and the pause button (WCAG 2.2.2) of the hero carousel. */
export function CarouselControls({
  count,
  index,
  pausedByUser,
  onPrev,
  onNext,
  onGoTo,
  onTogglePause,
  labels,
}: {
  labels: UiText['hero'];
  count: number;
  index: number;
  pausedByUser: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePause: () => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Roving focus (ARIA tabs pattern): when an arrow key moves the slide, focus
  // follows to the selected tab instead of staying on one that left the Tab order.
  useEffect(() => {
    const focused = tabs.current.find((t) => t && t === document.activeElement);
    if (focused && focused !== tabs.current[index]) tabs.current[index]?.focus();
  }, [index]);

  // Arrow keys on the tabs move the slide (ARIA tabs pattern).
  const onTabKey = (e: KeyboardEvent<HTMLElement>) => {
    const step = e.key === 'ArrowRight' ? onNext : e.key === 'ArrowLeft' ? onPrev : null;
    if (!step) return;
    e.preventDefault();
    step();
  };

  return (
    <div className="absolute inset-x-0 bottom-8 page-container flex items-center gap-3">
      <IconButton variant="overlay" label={labels.prev} onClick={onPrev}>
        <ArrowIcon direction="left" />
      </IconButton>
      <div role="tablist" aria-label={labels.choose} className="flex items-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`hero-zakladka-${i + 1}`}
            aria-controls={`hero-slajd-${i + 1}`}
            aria-selected={i === index}
            aria-label={fill(labels.slide, { n: i + 1, count })}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onGoTo(i)}
            onKeyDown={onTabKey}
            className="group grid size-11 place-items-center"
          >
            <span
              className={`block h-2 rounded-full transition-all ${
                i === index ? 'w-8 bg-amber' : 'w-2 bg-paper/60 group-hover:bg-paper'
              }`}
            />
          </button>
        ))}
      </div>
      <IconButton variant="overlay" label={labels.next} onClick={onNext}>
        <ArrowIcon direction="right" />
      </IconButton>
      <PlayPauseButton
        variant="overlay"
        playing={!pausedByUser}
        labels={{ play: labels.play, pause: labels.pause }}
        onToggle={onTogglePause}
        className="ml-auto"
      />
    </div>
  );
}
