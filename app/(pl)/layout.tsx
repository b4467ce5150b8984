import type { ReactNode } from 'react';

import { fontVariables } from '@/app/fonts/fonts';
import { SiteShell } from '@/components/layout/site-shell';

/** The Polish site: every page as it always was, at its own address. */
export default function PolishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="pl" fonts={fontVariables}>
      {children}
    </SiteShell>
  );
}
