import type { ChangeEvent } from 'react';

import { ChevronIcon } from '@/components/ui/icons';
import type { InquiryGroup } from '@/lib/contact/inquiry-query';
import type { UiText } from '@/lib/i18n/ui';
import { typeset } from '@/lib/typography';

import { inputClass } from './form-field';

/**
 * „Usługa”: which service the message is about, a native list grouped by
 * kind (the registry's, lib/contact/inquiry.ts). Not required: its first
 * choice is „Inna sprawa lub jeszcze nie wiem”. A visible, labelled field,
 * not a line put into the message, so the visitor sees what the studio will
 * be told, changes it in one move, and a screen reader announces it as the
 * list it is (docs/contact.md).
 */
export function ServiceField({
  groups,
  value,
  onChange,
  words,
}: {
  groups: readonly InquiryGroup[];
  /** The chosen service's key, or '' for none. */
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  words: UiText['inquiry'];
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="pole-usluga" className="text-sm font-medium text-paper">
        {typeset(words.field)}
      </label>
      {/* The list drawn like the other fields, with the menus' chevron: a native select's
          own arrow differs in every engine. */}
      <div className="relative">
        <select
          id="pole-usluga"
          name="service"
          value={value}
          onChange={onChange}
          className={`${inputClass} appearance-none border-paper/20 pr-11`}
        >
          <option value="">{words.none}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {typeset(choice.label)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronIcon className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-paper-muted" />
      </div>
    </div>
  );
}
