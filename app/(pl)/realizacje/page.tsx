import { indexMetadata, IndexRoute } from '@/components/realizations/realization-route';

export function generateMetadata() {
  return indexMetadata('pl');
}

/** /realizacje: the realizations, newest first (its further pages: ./strona/[page]). */
export default function PolishRealizationsIndex() {
  return <IndexRoute locale="pl" />;
}
