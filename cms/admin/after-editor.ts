// /admin/after-editor.js, loaded after the editor's bundle (index.html): what
// registers with it (window.CMS) or draws beside it.
import { editorApi } from './editor-api';
import { warnBeforeEnglishMove } from './english-address';
import { registerFilmField } from './film-field';
import { showLaunchCheck } from './launch-check';
import { registerPreview } from './preview';

const api = editorApi();
if (api) {
  registerPreview(api);
  // The widget of a film's master field, used where the build uploads masters to the bucket.
  registerFilmField(api);
}
showLaunchCheck();
void warnBeforeEnglishMove();
