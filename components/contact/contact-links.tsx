import { emailHref, phoneHref, phoneText, studio } from '@/content/studio';

/** The studio's e-mail and telephone as mailto: and tel: links. */
export function ContactLinks({ className }: { className?: string }) {
  return (
    <div className={className}>
      <a href={emailHref} className="text-sm text-paper/90 hover:text-amber">
        <span className="sr-only">E-mail: </span>
        {studio.email}
      </a>
      <a href={phoneHref} className="text-sm whitespace-nowrap text-paper/90 hover:text-amber">
        <span className="sr-only">Telefon: </span>
        {phoneText}
      </a>
    </div>
  );
}
