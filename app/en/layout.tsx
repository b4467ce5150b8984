import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { fontVariables } from '@/app/fonts/fonts';
import { SiteShell } from '@/components/layout/site-shell';
import { getSiteMeta } from '@/content/site';
import { getStudio } from '@/content/studio';

export function generateMetadata(): Metadata {
  const siteMeta = getSiteMeta('en');
  return {
    title: { default: siteMeta.title, template: `%s | ${getStudio('en').name}` },
    description: siteMeta.description,
  };
}

/**
 * The English site (docs/english.md): the pages whose English is complete,
 * under /en, in the same shell as the Polish pages, in English.
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="en" fonts={fontVariables}>
      {children}
    </SiteShell>
  );
}
