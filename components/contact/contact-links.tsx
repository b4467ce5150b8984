import type { StudioContact } from '@/content/studio';
import type { UiText } from '@/lib/i18n/ui';

/**
 * The studio's e-mail and telephone as mailto: and tel: links, each named for
 * screen readers in the page's language. The details come as a prop
 * (studioContact), since the mobile menu, a client island, renders it too.
 */
export function ContactLinks({
  contact,
  words,
  className,
}: {
  contact: StudioContact;
  /** What a screen reader says before each ('Telefon: ', 'Phone: '). */
  words: UiText['contactLinks'];
  className?: string;
}) {
  return (
    <div className={className}>
      <a href={contact.emailHref} className="text-sm text-paper/90 hover:text-amber">
        <span className="sr-only">{words.email}</span>
        {contact.email}
      </a>
      <a
        href={contact.phoneHref}
        className="text-sm whitespace-nowrap text-paper/90 hover:text-amber"
      >
        <span className="sr-only">{words.phone}</span>
        {contact.phoneText}
      </a>
    </div>
  );
}
