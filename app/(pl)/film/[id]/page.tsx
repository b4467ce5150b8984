// Both detail routes use the same page; the prefix is not checked against the kind
// (/film/slubna shows the wedding photo page, with its canonical link).
export { default, generateMetadata, generateStaticParams } from '../../fotografia/[id]/page';

export const dynamicParams = false;
