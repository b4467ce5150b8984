// SPEC §2: both detail routes use the same page; the prefix is not checked against the kind.
export { default, generateMetadata, generateStaticParams } from '../../fotografia/[id]/page';

export const dynamicParams = false;
