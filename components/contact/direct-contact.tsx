import { emailHref, phoneHref, phoneText, studio } from '@/content/studio';

/** '{lead} kontakt@… lub zadzwoń: +48 …': the way around the form. */
export function DirectContact({ lead, className }: { lead: string; className?: string }) {
  return (
    <>
      {lead}{' '}
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
