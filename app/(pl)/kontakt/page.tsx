import { contactMetadata, ContactPage } from '@/components/pages/contact-page';

export function generateMetadata() {
  return contactMetadata('pl');
}

export default function PolishContactPage() {
  return <ContactPage locale="pl" />;
}
