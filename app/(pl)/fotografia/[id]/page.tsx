import { serviceMetadata, ServiceRoute } from '@/components/service/service-route';
import { serviceRouteParams } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceRouteParams();
}

export async function generateMetadata({ params }: Props) {
  return serviceMetadata((await params).id);
}

export default async function ServiceDetailPage({ params }: Props) {
  return <ServiceRoute id={(await params).id} />;
}
