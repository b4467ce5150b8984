// Lets Node (Playwright's specs, scripts) read the content modules outside
// Next: they start with `import 'server-only'`, which throws unless resolved
// under React's server condition, as Next resolves it for server code.
// Only that one package gets the condition; React and the rest resolve as usual.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier !== 'server-only') return next(specifier, context);
  return next(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
