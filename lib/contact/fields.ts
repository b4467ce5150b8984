import { contactProblems, LIMITS, normalizeEmail, type Problem } from './rules.mjs';

/** What the visitor types (`name` is the full name, sent as firstName). */
export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export type FieldName = keyof ContactFields;

export const emptyFields: ContactFields = { name: '', email: '', message: '' };

export { LIMITS };

/** The Polish message for each field's problem (the rules: ./rules.mjs). */
const MESSAGES: Record<FieldName, Partial<Record<Problem, string>>> = {
  name: {
    missing: 'Podaj imię i nazwisko.',
    short: 'Imię i nazwisko są za krótkie.',
    long: `Imię i nazwisko mogą mieć razem najwyżej ${LIMITS.name.max} znaków.`,
  },
  email: {
    missing: 'Podaj adres e-mail, żebyśmy mogli odpowiedzieć.',
    invalid: 'Wpisz poprawny adres e-mail, np. jan.kowalski@example.pl.',
  },
  message: {
    missing: 'Napisz, w czym możemy pomóc.',
    short: `Wiadomość jest za krótka – napisz co najmniej ${LIMITS.message.min} znaków.`,
    long: `Wiadomość może mieć najwyżej ${LIMITS.message.max} znaków.`,
  },
};

/**
 * The first line of a message sent from the English site, in Polish for the
 * studio: the e-mail it receives says which language to answer in, with no
 * change to the e-mail template (the same three parameters; `language` too,
 * for a template that wants it in the subject).
 */
export const ENGLISH_MARKER =
  '[EN] Wiadomość z angielskiej wersji strony – odpowiedz po angielsku.';

/** The longest English message: the limit less the marker line and its blank line. */
export const ENGLISH_MESSAGE_MAX = LIMITS.message.max - ENGLISH_MARKER.length - 2;

/** The same messages on the English pages (British English). */
const ENGLISH_MESSAGES: Record<FieldName, Partial<Record<Problem, string>>> = {
  name: {
    missing: 'Please enter your full name.',
    short: 'Your name looks too short.',
    long: `Your name can be at most ${LIMITS.name.max} characters.`,
  },
  email: {
    missing: 'Please enter your email address so we can reply.',
    invalid: 'Please enter a valid email address, e.g. jane.smith@example.com.',
  },
  message: {
    missing: 'Tell us how we can help.',
    short: `Your message is too short – please write at least ${LIMITS.message.min} characters.`,
    long: `Your message can be at most ${ENGLISH_MESSAGE_MAX} characters.`,
  },
};

/**
 * Messages for what is wrong, per field, in the page's language; empty when
 * the form can be sent. An English message leaves room for the line that
 * tells the studio it came from the English site (ENGLISH_MARKER).
 */
export function validateContact(
  fields: ContactFields,
  locale: 'pl' | 'en' = 'pl',
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const problems = contactProblems(fields);
  if (locale === 'en' && !problems.message && fields.message.trim().length > ENGLISH_MESSAGE_MAX) {
    problems.message = 'long';
  }
  const messages = locale === 'en' ? ENGLISH_MESSAGES : MESSAGES;
  for (const [field, problem] of Object.entries(problems) as [FieldName, Problem][])
    errors[field] = messages[field][problem];
  return errors;
}

/**
 * The e-mail template's parameters: email, firstName (the full name) and
 * message; from the English site, the message opens with ENGLISH_MARKER and
 * `language` is 'en'; with a service chosen in the form, `service` names it
 * in Polish for the studio (docs/contact.md). With neither, the Polish site's
 * are exactly as they always were.
 */
export function templateParams(
  fields: ContactFields,
  locale: 'pl' | 'en' = 'pl',
  service?: string,
) {
  const params = {
    email: normalizeEmail(fields.email),
    firstName: fields.name.trim(),
    message: fields.message.trim(),
  };
  const localized =
    locale === 'en'
      ? { ...params, message: `${ENGLISH_MARKER}\n\n${params.message}`, language: 'en' }
      : params;
  return service ? { ...localized, service } : localized;
}
