import { indexMetadata, IndexRoute } from '@/components/realizations/realization-route';
import { indexPageParams } from '@/lib/realization-routes';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

/** The index's further pages (/realizacje/strona/2…), and the folder's 404 page. */
export function generateStaticParams() {
  return indexPageParams('pl');
}

export async function generateMetadata({ params }: Props) {
  return indexMetadata('pl', (await params).page);
}

export default async function PolishRealizationsPage({ params }: Props) {
  return <IndexRoute locale="pl" param={(await params).page} />;
}
