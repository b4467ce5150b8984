import { realizationMetadata, RealizationRoute } from '@/components/realizations/realization-route';
import { realizationRouteParams } from '@/lib/realization-routes';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The English realizations by their English address, and /en/work/404 (the folder's 404 page). */
export function generateStaticParams() {
  return realizationRouteParams('en');
}

export async function generateMetadata({ params }: Props) {
  return realizationMetadata('en', (await params).slug);
}

export default async function EnglishRealizationPage({ params }: Props) {
  return <RealizationRoute locale="en" slug={(await params).slug} />;
}
