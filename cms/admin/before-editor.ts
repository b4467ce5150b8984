// /admin/before-editor.js, loaded before the editor's bundle (index.html).
import { preferPolish } from './polish';

preferPolish();
