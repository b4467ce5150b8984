import { z } from 'zod';
import { contentFiles } from '/work/wt-cms/content/schema';
const seen = new Map<string, number>();
function walk(s: any, p: string) {
  const key = `${s.type ?? (s.anyOf ? 'anyOf' : s.enum ? 'enum' : s.const !== undefined ? 'const' : '?')}/${s.widget ?? '-'}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  if (!s.title && !p.endsWith('<item>')) console.log('NO TITLE', p, JSON.stringify(s).slice(0, 150));
  if (s.anyOf || s.oneOf || s.allOf || s.$ref) console.log('COMPLEX', p, JSON.stringify(s).slice(0, 300));
  for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${p}.${k}`);
  if (s.items) walk(s.items, `${p}[]`);
  const extra = Object.keys(s).filter((k) => !['type','widget','title','description','properties','items','required','additionalProperties','pattern','minLength','maxLength','minItems','maxItems','minimum','maximum','$schema','enum','format'].includes(k));
  if (extra.length) console.log('EXTRA', p, extra, JSON.stringify(s).slice(0,200));
}
for (const f of contentFiles) walk(z.toJSONSchema(f.schema), f.name);
console.log([...seen]);
console.log(JSON.stringify(z.toJSONSchema(contentFiles[0]!.schema), null, 1).slice(0, 1500));
