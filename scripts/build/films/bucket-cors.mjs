#!/usr/bin/env node
// The films' bucket's CORS rule: the editor at /admin lists, uploads,
// renames and deletes masters straight from the studio's browser, so the
// bucket must answer the site's origin for those methods and the signed
// headers Sveltia CMS sends (Authorization, x-amz-*, Content-Type). The tests
// give s3rver the same rule (corsXml); for R2, print the JSON the dashboard
// takes (R2 → the bucket → Settings → CORS policy):
//   node scripts/build/films/bucket-cors.mjs https://www.swiatlocien.pl

/** @param {string} origin e.g. https://www.swiatlocien.pl */
export function corsRules(origin) {
  return [
    {
      AllowedOrigins: [new URL(origin).origin],
      AllowedMethods: ['GET', 'HEAD', 'PUT', 'DELETE'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3600,
    },
  ];
}

/** The same rule as S3's XML (s3rver's bucket configuration). @param {string} origin */
export function corsXml(origin) {
  const rules = corsRules(origin).map((rule) =>
    [
      ...rule.AllowedOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`),
      ...rule.AllowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
      ...rule.AllowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`),
      ...rule.ExposeHeaders.map((h) => `<ExposeHeader>${h}</ExposeHeader>`),
      `<MaxAgeSeconds>${rule.MaxAgeSeconds}</MaxAgeSeconds>`,
    ].join(''),
  );
  return `<CORSConfiguration>${rules.map((r) => `<CORSRule>${r}</CORSRule>`).join('')}</CORSConfiguration>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('Użycie: node scripts/build/films/bucket-cors.mjs https://www.swiatlocien.pl');
    process.exit(1);
  }
  console.log(JSON.stringify(corsRules(origin), null, 2));
}
