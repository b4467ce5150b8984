import type { ChangeEvent } from 'react';

import { typeset } from '@/lib/typography';

/** A field's look, shared with the service list (service-field.tsx). */
export const inputClass =
  'w-full rounded-lg border bg-ink px-4 py-3 text-paper placeholder:text-paper-muted/70 focus:border-amber aria-[invalid=true]:border-red-400';

/** A labelled input or textarea with its Polish error message. */
export function FormField({
  name,
  label,
  placeholder,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  rows,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  maxLength: number;
  rows?: number;
}) {
  const id = `pole-${name}`;
  const errorId = `${id}-blad`;
  const common = {
    id,
    name,
    value,
    placeholder,
    onChange,
    maxLength,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${inputClass} ${error ? 'border-red-400' : 'border-paper/20'}`,
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-paper">
        {typeset(label)}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={rows} className={`${common.className} resize-none`} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {typeset(error)}
        </p>
      )}
    </div>
  );
}
