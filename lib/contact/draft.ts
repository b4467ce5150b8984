import type { Locale } from '@/content/locale';

import type { ContactFields } from './fields';
import { LIMITS } from './rules.mjs';

/**
 * The draft of the contact form: what the visitor has typed and not yet
 * sent, kept in this browser's localStorage so that a reload, a closed tab or
 * a phone that drops the page loses nothing. It never leaves the device: no
 * request carries it, and the privacy policy says so (content/privacy.json).
 * One draft per form and language; it is removed when the message is sent,
 * when the visitor empties the form or deletes the draft, and when it is
 * older than DRAFT_MAX_AGE_MS.
 */
export interface ContactDraft {
  readonly fields: ContactFields;
  /** The chosen service's key (lib/contact/inquiry-query.ts), or '' for none. */
  readonly service: string;
}

/** The storage key of a language's form: the site's own prefix, as the editor's keys have. */
export const draftKey = (locale: Locale) => `swiatlocien.contact-draft.${locale}`;

/** A draft older than this is forgotten: a month covers a couple coming back to a wedding inquiry. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What of localStorage the draft uses (a stand-in in the unit tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or undefined where the browser refuses it (storage blocked, some private modes). */
export function browserStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** Whether the draft holds nothing the visitor typed (a service chosen alone is no message). */
export const isEmptyDraft = ({ fields }: Pick<ContactDraft, 'fields'>) =>
  !fields.name && !fields.email && !fields.message;

/**
 * The language's draft, or undefined when there is none, it is too old, or it
 * is not one this site wrote (then it is removed). Never throws.
 */
export function readDraft(
  storage: DraftStorage | undefined,
  locale: Locale,
  now: number,
): ContactDraft | undefined {
  try {
    const raw = storage?.getItem(draftKey(locale));
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as { savedAt?: unknown; fields?: Record<string, unknown> };
    const age = now - Number(saved.savedAt);
    const draft: ContactDraft = {
      fields: {
        name: text(saved.fields?.name, LIMITS.name.max),
        email: text(saved.fields?.email, LIMITS.email.max),
        message: text(saved.fields?.message, LIMITS.message.max),
      },
      service: text((saved as { service?: unknown }).service, 200),
    };
    if (!(age >= 0 && age <= DRAFT_MAX_AGE_MS) || isEmptyDraft(draft)) {
      storage?.removeItem(draftKey(locale));
      return undefined;
    }
    return draft;
  } catch {
    removeDraft(storage, locale);
    return undefined;
  }
}

/** Keeps the draft, or removes it once the form is empty. Never throws (a full storage keeps the old draft). */
export function writeDraft(
  storage: DraftStorage | undefined,
  locale: Locale,
  draft: ContactDraft,
  now: number,
): void {
  if (isEmptyDraft(draft)) return removeDraft(storage, locale);
  try {
    storage?.setItem(draftKey(locale), JSON.stringify({ savedAt: now, ...draft }));
  } catch {
    // Quota exceeded or storage refused: the form works on without a draft.
  }
}

export function removeDraft(storage: DraftStorage | undefined, locale: Locale): void {
  try {
    storage?.removeItem(draftKey(locale));
  } catch {
    // Storage refused: there is nothing to remove.
  }
}
