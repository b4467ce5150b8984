import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { inquiryHref, type ServiceRef } from '@/lib/contact/inquiry';
import { uiText } from '@/lib/i18n/ui';
import { contactLink } from '@/lib/navigation';
import { typeset } from '@/lib/typography';

/**
 * The call to ask about a service: „Zapytaj o termin i wycenę” („Check dates
 * and get a quote”), a link to the contact form with the service chosen in
 * it (lib/contact/inquiry.ts, docs/contact.md). On a service page under its
 * title and under the terms; any page showing a service's work may use it.
 * Without a service (the editor's preview of a new one) it leads to the plain form.
 */
export function AskAboutService({
  locale,
  service,
  className,
}: {
  locale: Locale;
  /** The service as the registry names it: its kind and id. */
  service?: ServiceRef;
  className?: string;
}) {
  const href = service ? inquiryHref(locale, service) : contactLink(locale).href;
  return (
    <Link href={href} className={buttonVariants({ className })}>
      {typeset(uiText(locale).inquiry.ask)}
    </Link>
  );
}
