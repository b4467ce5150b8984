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

/** Polish messages for what is wrong, per field; empty when the form can be sent. */
export function validateContact(fields: ContactFields): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [field, problem] of Object.entries(contactProblems(fields)) as [FieldName, Problem][])
    errors[field] = MESSAGES[field][problem];
  return errors;
}

/** The e-mail template's parameters: email, firstName (the full name) and message. */
export function templateParams(fields: ContactFields) {
  return {
    email: normalizeEmail(fields.email),
    firstName: fields.name.trim(),
    message: fields.message.trim(),
  };
}
