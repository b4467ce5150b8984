// /admin/after-editor.js, loaded after the editor's bundle (index.html).
import { editorApi } from './editor-api';
import { showLaunchCheck } from './launch-check';
import { registerPreview } from './preview';

const api = editorApi();
if (api) registerPreview(api);
showLaunchCheck();
