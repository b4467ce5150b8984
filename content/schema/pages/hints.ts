/** Hint for texts that may use placeholders (content/placeholders.ts). */
export const PLACEHOLDERS =
  'Można wstawić dane studia: {studio.name}, {studio.fullName}, {studio.controller}, {studio.email}, {studio.phone}, {studio.registeredAddress}, {studio.taxId}, {studio.foundingYear}; {services.count} to liczba usług.';

/**
 * Hint for a word that must agree with the number of services, which changes
 * whenever the studio adds or removes one (content/load.ts, fillPlaceholders).
 */
export const COUNT_FORMS =
  'Słowo przy liczbie usług musi się z nią zgadzać („1 rodzaj”, „3 rodzaje”, „6 rodzajów”), a liczba zmienia się z każdą dodaną albo usuniętą usługą: zamiast jednej formy wpisz trzy, {services.count|rodzaj|rodzaje|rodzajów}, a strona sama wybierze właściwą. Po angielsku dwie: {services.count|service|services}.';

/** Hint for the privacy texts: the form's fields and purposes, written once (privacy.json, form). */
export const FORM_PLACEHOLDERS =
  '{form.fields} to pola formularza, {form.purposes} – cele, {form.purposesWithBases} – cele z podstawami prawnymi (zapisane raz, niżej w „Dane z formularza”).';
