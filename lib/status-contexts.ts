// The commit statuses the workflows post and the editor reads, by their
// context (the workflow tests hold .github/workflows/ to these).

/** A draft's Preview (preview.yml): the editor's backend.preview_context. */
export const PREVIEW_CONTEXT = 'Podgląd wersji roboczej';

/** Before the launch, the private Preview of the whole site (deploy.yml): the launch panel shows it. */
export const PRELAUNCH_CONTEXT = 'Strona przed startem';
