/** What the visitor types (`name` is the full name, sent as firstName). */
export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export type FieldName = keyof ContactFields;

export const emptyFields: ContactFields = { name: '', email: '', message: '' };

export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 5000 },
} as const;

// The same rule as the browser's type="email" check, in practice.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Polish messages for what is wrong, per field; empty when the form can be sent. */
export function validateContact(fields: ContactFields): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();

  if (!name) errors.name = 'Podaj imię i nazwisko.';
  else if (name.length < LIMITS.name.min) errors.name = 'Imię i nazwisko są za krótkie.';
  else if (name.length > LIMITS.name.max)
    errors.name = `Imię i nazwisko mogą mieć razem najwyżej ${LIMITS.name.max} znaków.`;

  if (!email) errors.email = 'Podaj adres e-mail, żebyśmy mogli odpowiedzieć.';
  else if (email.length > LIMITS.email.max || !EMAIL.test(email))
    errors.email = 'Wpisz poprawny adres e-mail, np. jan.kowalski@example.pl.';

  if (!message) errors.message = 'Napisz, w czym możemy pomóc.';
  else if (message.length < LIMITS.message.min)
    errors.message = `Wiadomość jest za krótka – napisz co najmniej ${LIMITS.message.min} znaków.`;
  else if (message.length > LIMITS.message.max)
    errors.message = `Wiadomość może mieć najwyżej ${LIMITS.message.max} znaków.`;

  return errors;
}

/** The e-mail template's parameters: email, firstName (the full name) and message. */
export function templateParams(fields: ContactFields) {
  return {
    email: fields.email.trim(),
    firstName: fields.name.trim(),
    message: fields.message.trim(),
  };
}
