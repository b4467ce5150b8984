import type { CSSProperties } from 'react';

import type { Locale } from '@/content/locale';
import { getClients, type Client } from '@/lib/clients';
import { CLIENT_STRIP_SPEED } from '@/lib/constants';
import { uiText } from '@/lib/i18n/ui';

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      className="flex shrink-0 items-center gap-14 pr-14"
      // The second copy only closes the loop; screen readers hear each client once.
      aria-hidden={hidden || undefined}
    >
      {getClients().map((client: Client) => (
        <li key={client.id} className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks need no optimiser */}
          <img
            src={client.image}
            alt={hidden ? '' : client.name}
            width={client.width}
            height={client.height}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto opacity-75"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The strip of client logos: a CSS-only seamless loop (two identical lists
 * moved by half the track), paused on hover, still under reduced motion.
 */
export function ClientStrip({ locale = 'pl' }: { locale?: Locale }) {
  return (
    <section
      aria-label={uiText(locale).clients}
      className="overflow-hidden border-y border-paper/10 py-8 render-when-near"
    >
      <div
        className="client-track flex w-max hover:[animation-play-state:paused]"
        style={{ '--strip-duration': `${CLIENT_STRIP_SPEED}ms` } as CSSProperties}
      >
        <LogoList />
        <LogoList hidden />
      </div>
    </section>
  );
}
