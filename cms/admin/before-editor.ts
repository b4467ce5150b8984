// /admin/before-editor.js, loaded before the editor's bundle (index.html).
import { typeset } from '@/lib/typography';

import { preferPolish } from './polish';

preferPolish();

// The site's line-breaking for the film widget's plain scripts (film-*.js),
// which cannot import it; gone once they are TypeScript modules.
(window as Window & { swiatlocienPolish?: object }).swiatlocienPolish = { typeset };
