import type { Metadata } from 'next';

import { AskAboutService } from '@/components/contact/ask-about-service';
import { ServicePreview } from '@/components/preview/service-preview';
import { ServiceLogo } from '@/components/service/service-logo';
import { getServiceTerms, termsTranslation } from '@/content/terms';
import { fallbackPhoto } from '@/lib/media';
import { typeset } from '@/lib/typography';

export const metadata: Metadata = {
  title: 'Podgląd strony usługi',
  robots: { index: false, follow: false },
};

/**
 * The editor's preview pane (docs/cms.md): /admin frames this page and posts
 * it the service being edited. Not for visitors or search engines: no link
 * leads here, the sitemap leaves it out and it asks not to be indexed.
 */
export default function PreviewPage() {
  return (
    <ServicePreview
      // English terms only once complete (docs/english.md): until then the Polish ones.
      terms={{ pl: getServiceTerms('pl'), en: termsTranslation().data ?? getServiceTerms('pl') }}
      fallback={fallbackPhoto()}
      logo={<ServiceLogo />}
      ask={{ pl: <AskAboutService locale="pl" />, en: <AskAboutService locale="en" /> }}
    >
      <div className="page-container flex max-w-3xl flex-col gap-5 pt-[calc(var(--header-height)+4rem)] pb-24">
        <h1 className="font-display text-4xl">Podgląd strony usługi</h1>
        <p className="text-paper-muted">
          {typeset(
            'Tu edytor treści pokazuje usługę, którą właśnie zmieniasz, tak jak zobaczą ją odwiedzający. Otwórz usługę w edytorze (/admin), a jej strona pojawi się w okienku podglądu obok formularza.',
          )}
        </p>
      </div>
    </ServicePreview>
  );
}
