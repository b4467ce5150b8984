'use client';

import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { ChevronIcon } from '@/components/ui/icons';
import { SUBMENU_SCROLL_STEP } from '@/lib/constants';

// A press that moves further than this is a drag, and the click that ends it is swallowed.
const DRAG_SLOP_PX = 6;

/**
 * A horizontally scrollable row with left and right arrows that move it by
 * 0.8 of its visible width and are disabled at the ends. Touch scrolls it
 * natively; with `draggable`, a mouse can drag it too.
 */
export function ScrollRow({
  children,
  label,
  words = { left: 'przewiń w lewo', right: 'przewiń w prawo' },
  draggable = false,
}: {
  children: ReactNode;
  label: string;
  /** The arrows' words in the page's language ('przewiń w lewo'). */
  words?: { left: string; right: string };
  draggable?: boolean;
}) {
  const row = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // One pixel of slack for fractional widths.
    setEnds({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    // No measure() here: reading the sizes during hydration forced a layout of
    // the whole page; the observer's first report comes after the browser's own layout.
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => resize.disconnect();
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * SUBMENU_SCROLL_STEP, behavior: 'smooth' });
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!draggable || e.pointerType !== 'mouse' || e.button !== 0 || !row.current) return;
    drag.current = { x: e.clientX, left: row.current.scrollLeft, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !row.current) return;
    const dx = e.clientX - d.x;
    if (!d.moved && Math.abs(dx) > DRAG_SLOP_PX) {
      d.moved = true;
      row.current.setPointerCapture(e.pointerId);
    }
    if (d.moved) row.current.scrollLeft = d.left - dx;
  };
  const endDrag = () => {
    // Keep `moved` for the click that follows this pointerup, then forget the drag.
    setTimeout(() => (drag.current = null));
  };

  return (
    <div className="flex items-center gap-3">
      {/* Below the small breakpoint touch scrolls the row, and the arrows would take the
          width of the first card. */}
      <IconButton
        variant="outline"
        size="sm"
        className="max-sm:hidden"
        label={`${label}: ${words.left}`}
        onClick={() => scrollBy(-1)}
        disabled={ends.start}
      >
        <ChevronIcon className="size-5 rotate-90" />
      </IconButton>
      <div
        ref={row}
        // Firefox makes a scrollable box a Tab stop of its own (Chromium only
        // one without focusable content): here the links inside scroll it into
        // view as they take focus, so the box is no stop, as in Chromium.
        tabIndex={-1}
        onScroll={measure}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(e) => {
          if (drag.current?.moved) e.preventDefault();
        }}
        onDragStart={(e) => {
          if (draggable) e.preventDefault();
        }}
        className={`min-w-0 flex-1 [scrollbar-width:none] overflow-x-auto ${draggable ? 'cursor-grab select-none active:cursor-grabbing' : ''}`}
      >
        {children}
      </div>
      <IconButton
        variant="outline"
        size="sm"
        className="max-sm:hidden"
        label={`${label}: ${words.right}`}
        onClick={() => scrollBy(1)}
        disabled={ends.end}
      >
        <ChevronIcon className="size-5 -rotate-90" />
      </IconButton>
    </div>
  );
}
