import { emailHref, phoneHref, phoneText, studio } from '@/content/studio';
import { typeset } from '@/lib/typography';

/** '{lead} kontakt@… lub zadzwoń: +48 …': the way around the form. */
export function DirectContact({ lead, className }: { lead: string; className?: string }) {
  return (
    <>
      {typeset(lead)}{' '}
      <a href={emailHref} className={className}>
        {studio.email}
      </a>{' '}
      lub zadzwoń:{' '}
      <a href={phoneHref} className={className}>
        {phoneText}
      </a>
      .
    </>
  );
}
