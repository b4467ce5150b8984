import type { ServiceKind } from './types';

/** The two service categories: their menu label and URL prefix. */
export const serviceKinds = [
  { kind: 'foto', label: 'Fotografia', prefix: 'fotografia', noun: 'Fotografia' },
  { kind: 'film', label: 'Film', prefix: 'film', noun: 'Filmy' },
] as const satisfies readonly {
  kind: ServiceKind;
  label: string;
  prefix: string;
  noun: string;
}[];

export type RoutePrefix = (typeof serviceKinds)[number]['prefix'];

export function kindInfo(kind: ServiceKind) {
  const info = serviceKinds.find((k) => k.kind === kind);
  if (!info) throw new Error(`Unknown service kind: ${kind}`);
  return info;
}
