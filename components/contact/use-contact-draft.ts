'use client';

import { useEffect, useState } from 'react';

import type { Locale } from '@/content/locale';
import {
  browserStorage,
  isEmptyDraft,
  readDraft,
  removeDraft,
  writeDraft,
} from '@/lib/contact/draft';
import { emptyFields, type ContactFields, type FieldName } from '@/lib/contact/fields';
import { choiceFromSearch, findChoice, type InquiryGroup } from '@/lib/contact/inquiry-query';

/**
 * The form's fields and chosen service, kept as a draft on this device while
 * the visitor types (lib/contact/draft.ts). Once the page has hydrated, the
 * form takes back the language's draft, if any, and the service the address
 * names (`?usluga=…`, lib/contact/inquiry-query.ts), which wins over the
 * draft's: the visitor has just chosen it. Both are read after hydration, so
 * the static page is the same for everyone and names no service.
 */
export function useContactDraft(locale: Locale, groups: readonly InquiryGroup[]) {
  const [fields, setFields] = useState<ContactFields>(emptyFields);
  const [service, setService] = useState('');
  /** Whether the fields hold a draft brought back from an earlier visit. */
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(browserStorage(), locale, Date.now());
    const asked = choiceFromSearch(window.location.search, locale, groups)?.key;
    const kept = draft && findChoice(groups, draft.service) ? draft.service : '';
    /* eslint-disable react-hooks/set-state-in-effect -- the browser's storage and address, read
       once after hydration: the server HTML cannot know them, so the first render must not. */
    if (draft) {
      setFields(draft.fields);
      setRestored(true);
    }
    setService(asked ?? kept);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [locale, groups]);

  const save = (next: ContactFields, nextService: string) => {
    writeDraft(browserStorage(), locale, { fields: next, service: nextService }, Date.now());
    if (isEmptyDraft({ fields: next })) setRestored(false);
  };

  return {
    fields,
    service,
    restored,
    setField(name: FieldName, value: string) {
      const next = { ...fields, [name]: value };
      setFields(next);
      save(next, service);
    },
    chooseService(key: string) {
      setService(key);
      save(fields, key);
    },
    /** Empties the fields and forgets the draft: after a send, or at the visitor's word. */
    clear() {
      removeDraft(browserStorage(), locale);
      setFields(emptyFields);
      setRestored(false);
    },
  };
}
