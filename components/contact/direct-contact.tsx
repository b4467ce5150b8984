import type { StudioContact } from '@/content/studio';
import { typeset } from '@/lib/typography';

/** '{lead} kontakt@… lub zadzwoń: +48 …': the way around the form. */
export function DirectContact({
  contact,
  lead,
  orCall = 'lub zadzwoń:',
  className = 'text-amber underline',
}: {
  contact: StudioContact;
  lead: string;
  /** 'lub zadzwoń:' in the page's language. */
  orCall?: string;
  /** The links' look: amber and underlined, as in the form's notes. */
  className?: string;
}) {
  return (
    <>
      {typeset(lead)}{' '}
      <a href={contact.emailHref} className={className}>
        {contact.email}
      </a>{' '}
      {orCall}{' '}
      <a href={contact.phoneHref} className={className}>
        {contact.phoneText}
      </a>
      .
    </>
  );
}
