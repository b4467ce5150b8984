import { Logo } from '@/components/brand/logo';

/** The studio's logo above a service's title, on the page and in the editor's preview. */
export function ServiceLogo() {
  return <Logo className="h-10 w-auto self-start" />;
}
