import type { Metadata } from 'next';

import { fontVariables } from '@/app/fonts/fonts';
import { SiteShell } from '@/components/layout/site-shell';
import { GenericNotFound } from '@/components/not-found/generic-not-found';
import { NotFoundSwitch } from '@/components/not-found/not-found-switch';
import { ServiceNotFound } from '@/components/service/service-not-found';
import { unknownServiceTitle } from '@/components/service/service-route';
import { getStudio } from '@/content/studio';
import { unknownServiceMarker } from '@/lib/not-found-marker';

export const metadata: Metadata = {
  title: 'Nie znaleziono strony',
};

/**
 * The root 404 page (out/404.html): Polish, the site's first language. The
 * English site has its own (out/en/404.html, out/en/photography/404.html, …),
 * which hosts serving the nearest 404.html send for unknown English addresses.
 */
export default function NotFound() {
  return (
    <SiteShell locale="pl" fonts={fontVariables}>
      <NotFoundSwitch
        marker={
          // Fixed text; the title (with the studio's name) travels in an escaped attribute.
          <script
            data-title={`${unknownServiceTitle} | ${getStudio().name}`}
            dangerouslySetInnerHTML={{ __html: unknownServiceMarker }}
          />
        }
        unknownService={<ServiceNotFound />}
        generic={<GenericNotFound locale="pl" />}
      />
    </SiteShell>
  );
}
