import { realizationMetadata, RealizationRoute } from '@/components/realizations/realization-route';
import { realizationRouteParams } from '@/lib/realization-routes';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Every realization by its file name, and /realizacje/404 (the folder's 404 page). */
export function generateStaticParams() {
  return realizationRouteParams('pl');
}

export async function generateMetadata({ params }: Props) {
  return realizationMetadata('pl', (await params).slug);
}

export default async function PolishRealizationPage({ params }: Props) {
  return <RealizationRoute locale="pl" slug={(await params).slug} />;
}
