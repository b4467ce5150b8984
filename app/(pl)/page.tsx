import { homeMetadata, HomePage } from '@/components/pages/home-page';

export function generateMetadata() {
  return homeMetadata('pl');
}

export default function PolishHomePage() {
  return <HomePage locale="pl" />;
}
