import { englishServiceMetadata, EnglishServiceRoute } from '@/components/service/service-route';
import { englishServiceRouteParams } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The English film services by their English address, and /en/film/404 (the 404 page). */
export function generateStaticParams() {
  return englishServiceRouteParams('film');
}

export async function generateMetadata({ params }: Props) {
  return englishServiceMetadata('film', (await params).slug);
}

export default async function EnglishFilmPage({ params }: Props) {
  return <EnglishServiceRoute kind="film" slug={(await params).slug} />;
}
