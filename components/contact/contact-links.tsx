import type { StudioContact } from '@/content/studio';

/**
 * The studio's e-mail and telephone as mailto: and tel: links. The details come
 * as a prop (studioContact), since the mobile menu, a client island, renders it too.
 */
export function ContactLinks({
  contact,
  className,
}: {
  contact: StudioContact;
  className?: string;
}) {
  return (
    <div className={className}>
      <a href={contact.emailHref} className="text-sm text-paper/90 hover:text-amber">
        <span className="sr-only">E-mail: </span>
        {contact.email}
      </a>
      <a
        href={contact.phoneHref}
        className="text-sm whitespace-nowrap text-paper/90 hover:text-amber"
      >
        <span className="sr-only">Telefon: </span>
        {contact.phoneText}
      </a>
    </div>
  );
}
