'use client';

import { useEffect, useState, type ReactNode } from 'react';

import { ServiceBody } from '@/components/service/service-body';
import type { Locale } from '@/content/locale';
import type { TermsData } from '@/content/types';
import type { PhotoItem } from '@/lib/media-rules';
import {
  PREVIEW_READY,
  previewService,
  readPreviewMessage,
  type PreviewMessage,
} from '@/lib/preview-entry';

/**
 * The editor's preview of a service page (/podglad, framed by /admin): the
 * entry the studio is editing, posted by the editor's preview template
 * (cms/admin/preview.ts), rendered by the page's own components. Until an
 * entry comes, `children` (what the page is for) shows.
 */
export function ServicePreview({
  terms,
  fallback,
  logo,
  ask,
  children,
}: {
  /** The service terms of each language: the English side of an entry is drawn as its English page. */
  terms: Readonly<Record<Locale, TermsData>>;
  fallback: PhotoItem;
  logo: ReactNode;
  /** The call to ask in each language: to the plain form, as the entry may not be published yet. */
  ask: Readonly<Record<Locale, ReactNode>>;
  children: ReactNode;
}) {
  const [message, setMessage] = useState<PreviewMessage | null>(null);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      // Only the site's own editor may fill the page.
      if (event.origin !== origin) return;
      const next = readPreviewMessage(event.data);
      if (next) setMessage(next);
    };
    window.addEventListener('message', onMessage);
    // The editor may have posted before this listened: ask it again.
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!message) return children;
  const { service, hero, gallery } = previewService(message, fallback);
  return (
    <article className="pt-[var(--header-height)]" lang={message.locale}>
      <ServiceBody
        service={service}
        hero={hero}
        gallery={gallery}
        terms={terms[message.locale]}
        logo={logo}
        ask={ask[message.locale]}
      />
    </article>
  );
}
