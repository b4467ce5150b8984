/** The two service categories: their menu label and URL prefix. */
export const serviceKinds = [
  { kind: 'foto', label: 'Fotografia', prefix: 'fotografia', noun: 'Fotografia' },
  { kind: 'film', label: 'Film', prefix: 'film', noun: 'Filmy' },
] as const;

/** Photo services live under /fotografia, film services under /film. */
export type ServiceKind = (typeof serviceKinds)[number]['kind'];

export type RoutePrefix = (typeof serviceKinds)[number]['prefix'];

export function kindInfo(kind: ServiceKind) {
  const info = serviceKinds.find((k) => k.kind === kind);
  if (!info) throw new Error(`Unknown service kind: ${kind}`);
  return info;
}
