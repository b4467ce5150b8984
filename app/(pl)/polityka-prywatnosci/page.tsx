import { privacyMetadata, PrivacyPage } from '@/components/pages/privacy-page';

export function generateMetadata() {
  return privacyMetadata('pl');
}

export default function PolishPrivacyPage() {
  return <PrivacyPage locale="pl" />;
}
