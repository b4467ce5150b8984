import { ServiceSections } from '@/components/service/service-sections';
import { Typeset } from '@/components/ui/typeset';
import type { Locale } from '@/content/locale';
import { getPrivacyPolicy } from '@/content/privacy';
import { privacyLink } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo';
import { typeset } from '@/lib/typography';

export function privacyMetadata(locale: Locale) {
  const { title, description } = getPrivacyPolicy(locale);
  return pageMetadata({ title, description, path: privacyLink(locale).href, locale });
}

/** The privacy policy in a language (app/(pl)/polityka-prywatnosci, /en/privacy-policy). */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const privacyPolicy = getPrivacyPolicy(locale);
  return (
    <article className="pt-[calc(var(--header-height)+3rem)]">
      <header className="mx-auto flex max-w-4xl flex-col gap-5 px-5 lg:px-8">
        <h1 className="font-display text-5xl sm:text-6xl">{typeset(privacyPolicy.title)}</h1>
        {privacyPolicy.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg text-paper-muted">
            <Typeset text={paragraph} />
          </p>
        ))}
      </header>
      <ServiceSections sections={privacyPolicy.sections} />
    </article>
  );
}
