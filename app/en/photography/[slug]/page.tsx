import { englishServiceMetadata, EnglishServiceRoute } from '@/components/service/service-route';
import { englishServiceRouteParams } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The English photo services by their English address, and /en/photography/404 (the 404 page). */
export function generateStaticParams() {
  return englishServiceRouteParams('foto');
}

export async function generateMetadata({ params }: Props) {
  return englishServiceMetadata('foto', (await params).slug);
}

export default async function EnglishPhotoPage({ params }: Props) {
  return <EnglishServiceRoute kind="foto" slug={(await params).slug} />;
}
