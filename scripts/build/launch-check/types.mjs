// The shape of one unfinished item: the same in the terminal, in the
// workflow's summary and in the editor (public/admin/launch-check.json).

/**
 * @typedef {'placeholder' | 'to-confirm' | 'claim' | 'sample-value' | 'sample-media' | 'sample-entry' | 'sample-alt' | 'sample-text' | 'privacy-date' | 'setting'} ItemKind
 * @typedef {object} LaunchItem
 * @property {ItemKind} kind
 * @property {string} file the data file, relative to the repository, or where a setting is set
 * @property {string} field the field as the editor names it („Sekcje → 3. sekcja → Tytuł sekcji”), or the setting's name; for a whole entry (a sample realization), the field that names it
 * @property {string} [path] a content field's path in its file ('sections[2].title')
 * @property {string} [entry] the entry the studio opens for the file in the editor („Polityka prywatności”)
 * @property {string} message what is unfinished and what to do, in Polish
 */

export {};
