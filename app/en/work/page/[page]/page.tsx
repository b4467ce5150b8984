import { indexMetadata, IndexRoute } from '@/components/realizations/realization-route';
import { indexPageParams } from '@/lib/realization-routes';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

/** The index's further pages (/en/work/page/2…), and the folder's 404 page. */
export function generateStaticParams() {
  return indexPageParams('en');
}

export async function generateMetadata({ params }: Props) {
  return indexMetadata('en', (await params).page);
}

export default async function EnglishRealizationsPage({ params }: Props) {
  return <IndexRoute locale="en" param={(await params).page} />;
}
