// The shape of one unfinished item: the same in the terminal, in the
// workflow's summary and in the editor (public/admin/launch-check.json).

/**
 * @typedef {'placeholder' | 'to-confirm' | 'sample-value' | 'sample-media' | 'sample-alt' | 'privacy-date' | 'setting'} ItemKind
 * @typedef {object} LaunchItem
 * @property {ItemKind} kind
 * @property {string} file the data file, relative to the repository, or where a setting is set
 * @property {string} field the field path in that file ('sections[2].paragraphs[0]'), or the setting's name
 * @property {string} message what is unfinished and what to do, in Polish
 */

export {};
