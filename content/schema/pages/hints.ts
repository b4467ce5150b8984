/** Hint for texts that may use placeholders (content/placeholders.ts). */
export const PLACEHOLDERS =
  'Można wstawić dane studia: {studio.name}, {studio.fullName}, {studio.controller}, {studio.email}, {studio.phone}, {studio.registeredAddress}, {studio.taxId}, {studio.foundingYear}; {services.count} to liczba usług.';

/** Hint for the privacy texts: the form's fields and purposes, written once (privacy.json, form). */
export const FORM_PLACEHOLDERS =
  '{form.fields} to pola formularza, {form.purposes} – cele, {form.purposesWithBases} – cele z podstawami prawnymi (zapisane raz, niżej w „Dane z formularza”).';
