import type { Metadata } from 'next';

import { GenericNotFound } from '@/components/not-found/generic-not-found';
import { contactMetadata, ContactPage } from '@/components/pages/contact-page';
import { homeMetadata, HomePage } from '@/components/pages/home-page';
import { privacyMetadata, PrivacyPage } from '@/components/pages/privacy-page';
import { indexMetadata, IndexRoute } from '@/components/realizations/realization-route';
import { hasEnglish, type EnglishPage } from '@/content/english';
import { uiText } from '@/lib/i18n/ui';
import { englishRealizationsPath, indexPageCount } from '@/lib/realization-routes';
import { UNKNOWN_SERVICE_PARAM } from '@/lib/routes';

type Props = { params: Promise<{ page?: string[] }> };

export const dynamicParams = false;

/** /en, /en/contact, /en/privacy-policy: each when its English is complete (content/english.ts). */
const pages: Record<string, EnglishPage> = {
  '': 'home',
  contact: 'contact',
  'privacy-policy': 'privacy',
};

/** /en/work, the index of the realizations in English: there once one of them is (its pages: ../work/). */
const work = englishRealizationsPath.replace(/^\/en\//, '');

/**
 * The English site's own pages, and /en/404: the English 404 page, which
 * hosts serving the nearest 404.html send for an unknown address under /en.
 */
export function generateStaticParams() {
  return [
    ...Object.entries(pages)
      .filter(([, page]) => hasEnglish(page))
      .map(([path]) => ({ page: path ? [path] : [] })),
    ...(indexPageCount('en') > 0 ? [{ page: [work] }] : []),
    { page: [UNKNOWN_SERVICE_PARAM] },
  ];
}

const pathOf = async (params: Props['params']) => (await params).page?.join('/') ?? '';
const pageOf = async (params: Props['params']) => pages[await pathOf(params)];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await pathOf(params)) === work) return indexMetadata('en');
  switch (await pageOf(params)) {
    case 'home':
      return homeMetadata('en');
    case 'contact':
      return contactMetadata('en');
    case 'privacy':
      return privacyMetadata('en');
    default:
      return { title: uiText('en').notFound.title, robots: { index: false, follow: true } };
  }
}

export default async function EnglishPageRoute({ params }: Props) {
  if ((await pathOf(params)) === work) return <IndexRoute locale="en" />;
  switch (await pageOf(params)) {
    case 'home':
      return <HomePage locale="en" />;
    case 'contact':
      return <ContactPage locale="en" />;
    case 'privacy':
      return <PrivacyPage locale="en" />;
    default:
      return <GenericNotFound locale="en" />;
  }
}
