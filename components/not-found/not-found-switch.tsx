'use client';

import type { ReactNode } from 'react';

import { useHydrated } from '@/lib/hooks/use-hydrated';
import { servicePathPattern } from '@/lib/service-path';

/**
 * The root 404 page's content. Hosts that serve only the root 404.html (see
 * docs/deploy.md) send it for an unknown service id too, which must show
 * only the unknown-service text (SPEC §2, §8). Before hydration both are in
 * the HTML and `marker`, an inline script placed before them, has already
 * hidden the wrong one by path before the first paint; once hydrated only the
 * right one is rendered.
 */
export function NotFoundSwitch({
  marker,
  generic,
  unknownService,
}: {
  marker: ReactNode;
  generic: ReactNode;
  unknownService: ReactNode;
}) {
  const hydrated = useHydrated();
  if (hydrated) {
    return servicePathPattern.test(window.location.pathname) ? unknownService : generic;
  }
  return (
    <>
      {marker}
      <div data-not-found="generic">{generic}</div>
      <div data-not-found="service">{unknownService}</div>
    </>
  );
}
