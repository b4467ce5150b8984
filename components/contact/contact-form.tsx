'use client';

import {
  Fragment,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
} from 'react';

import type { Locale } from '@/content/locale';
import type { StudioContact } from '@/content/studio';
import { ENGLISH_MESSAGE_MAX, LIMITS, validateContact, type FieldName } from '@/lib/contact/fields';
import { failureReason, formReducer } from '@/lib/contact/form-state';
import { findChoice, type InquiryGroup } from '@/lib/contact/inquiry-query';
import { sendContactMessage } from '@/lib/contact/send';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { UiText } from '@/lib/i18n/ui';
import { typeset } from '@/lib/typography';

import { DirectContact } from './direct-contact';
import { DraftNote } from './draft-note';
import { FormField } from './form-field';
import { SendFailure } from './send-failure';
import { ServiceField } from './service-field';
import { SubmitButton } from './submit-button';
import { useContactDraft } from './use-contact-draft';

/** The three fields, in order, with the browser's hints: their words come with the page's language. */
const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'message', type: 'textarea', rows: 6 },
] as const satisfies readonly (Omit<
  ComponentProps<typeof FormField>,
  'value' | 'error' | 'onChange' | 'maxLength' | 'label' | 'placeholder'
> & { name: FieldName })[];

/**
 * The contact form. Nothing the visitor typed is ever lost: what they type is
 * kept as a draft on their device until it is sent (use-contact-draft.ts), and
 * a failed send keeps every field and says so, with a way to try again (a
 * deliberate change from the old site, where a failure stalled in 'sending'
 * without a word). „Usługa”, before the message, names the service the
 * inquiry is about, chosen already when the visitor came from its page.
 */
/** `contact`: the studio's e-mail and telephone, for the way around the form. */
export function ContactForm({
  contact,
  locale = 'pl',
  text,
  services,
  serviceWords,
}: {
  contact: StudioContact;
  /** The page's language: the messages, and the language the studio is told the visitor wrote from. */
  locale?: Locale;
  /** The form's words in the page's language (lib/i18n/ui.ts). */
  text: UiText['form'];
  /** The services „Usługa” offers (lib/contact/inquiry.ts, inquiryChoices). */
  services: readonly InquiryGroup[];
  serviceWords: UiText['inquiry'];
}) {
  const draft = useContactDraft(locale, services);
  const { fields } = draft;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [state, dispatch] = useReducer(formReducer, { status: 'idle' });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set synchronously, so a double click cannot start two sends before React re-renders.
  const busy = useRef(false);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = e.target.name as FieldName;
    draft.setField(name, e.target.value);
    setErrors((errs) => ({ ...errs, [name]: undefined }));
    dispatch({ type: 'edit' });
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    const found = validateContact(fields, locale);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as FieldName[])[0];
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    busy.current = true;
    dispatch({ type: 'submit' });
    try {
      const service = findChoice(services, draft.service)?.studioName;
      // A filled honeypot is a bot: it is told "sent", and nothing is sent.
      if (!honeypot.current?.value) await sendContactMessage(fields, locale, service);
      dispatch({ type: 'success' });
      draft.clear();
    } catch (error) {
      console.error('Kontakt: wysyłanie wiadomości nie powiodło się', error);
      dispatch({ type: 'failure', reason: failureReason(error) });
    } finally {
      busy.current = false;
    }
  };

  const discardDraft = () => {
    draft.clear();
    setErrors({});
    // The button goes with the draft: focus moves to where a new message starts.
    form.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={text.label}
      className="relative flex flex-col gap-5"
    >
      {/* In the server HTML, and gone once the script runs: without JavaScript
          (or if it fails to load) the visitor still learns how to reach us. It
          lies over the disabled fields, so its going moves nothing (no layout shift). */}
      {!hydrated && (
        <p
          data-testid="no-js-note"
          className="absolute inset-x-0 top-0 z-10 rounded-lg border border-amber/50 bg-ink-raised p-4 text-paper shadow-xl"
        >
          <DirectContact
            contact={contact}
            lead={text.noJs}
            orCall={text.orCall}
            className="text-amber underline"
          />
        </p>
      )}
      <fieldset disabled={!hydrated} className="flex flex-col gap-5">
        <legend className="sr-only">{text.legend}</legend>
        {FIELDS.map((field) => (
          <Fragment key={field.name}>
            {field.name === 'message' && (
              <ServiceField
                groups={services}
                value={draft.service}
                onChange={(e) => draft.chooseService(e.target.value)}
                words={serviceWords}
              />
            )}
            <FormField
              {...field}
              {...text.fields[field.name]}
              maxLength={
                locale === 'en' && field.name === 'message'
                  ? ENGLISH_MESSAGE_MAX
                  : LIMITS[field.name].max
              }
              value={fields[field.name]}
              error={errors[field.name]}
              onChange={onChange}
            />
          </Fragment>
        ))}
        {/* A field people never see; bots that fill every input give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="pole-strona">{text.website}</label>
          <input
            ref={honeypot}
            id="pole-strona"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton status={state.status} labels={text.button} />
          <p role="status" className="text-sm text-paper-muted">
            {state.status === 'sending' && typeset(text.sendingNote)}
            {state.status === 'sent' && typeset(text.sentNote)}
          </p>
        </div>
        {state.status === 'failed' && (
          <SendFailure
            reason={state.reason}
            locale={locale}
            contact={contact}
            text={text}
            onRetry={() => form.current?.requestSubmit()}
          />
        )}
        {draft.restored && state.status !== 'sending' && (
          <DraftNote text={text} onDiscard={discardDraft} />
        )}
      </fieldset>
    </form>
  );
}
