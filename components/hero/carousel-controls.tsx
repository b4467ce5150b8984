import { type KeyboardEvent, useEffect, useRef } from 'react';

const buttonClass =
  'grid size-11 place-items-center rounded-full border border-paper/30 bg-ink/40 text-paper backdrop-blur transition-colors hover:border-amber hover:text-amber';

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`size-5 ${flip ? 'rotate-180' : ''}`}
      fill="none"
    >
      <path d="m15 5-7 7 7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Previous, dot tabs, next, and the pause button (WCAG 2.2.2) of the hero carousel. */
export function CarouselControls({
  count,
  index,
  pausedByUser,
  onPrev,
  onNext,
  onGoTo,
  onTogglePause,
  onTabKey,
}: {
  count: number;
  index: number;
  pausedByUser: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePause: () => void;
  onTabKey: (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Roving focus (ARIA tabs pattern): when an arrow key moves the slide, focus
  // follows to the selected tab instead of staying on one that left the Tab order.
  useEffect(() => {
    const focused = tabs.current.find((t) => t && t === document.activeElement);
    if (focused && focused !== tabs.current[index]) tabs.current[index]?.focus();
  }, [index]);

  return (
    <div className="absolute inset-x-0 bottom-8 mx-auto flex max-w-page items-center gap-3 px-5 lg:px-8">
      <button type="button" onClick={onPrev} aria-label="Poprzedni slajd" className={buttonClass}>
        <Arrow />
      </button>
      <div role="tablist" aria-label="Wybierz slajd" className="flex items-center gap-1">
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
            aria-label={`Slajd ${i + 1} z ${count}`}
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
      <button type="button" onClick={onNext} aria-label="Następny slajd" className={buttonClass}>
        <Arrow flip />
      </button>
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={pausedByUser ? 'Wznów pokaz slajdów' : 'Zatrzymaj pokaz slajdów'}
        className={`${buttonClass} ml-auto`}
      >
        {pausedByUser ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            <path d="M8 5.5v13l10.5-6.5z" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
          </svg>
        )}
      </button>
    </div>
  );
}
