import { Button } from '@/components/ui/button';
import type { Locale } from '@/content/locale';
import type { StudioContact } from '@/content/studio';
import {
  englishFailureMessages,
  failureMessages,
  type FailureReason,
} from '@/lib/contact/form-state';
import type { UiText } from '@/lib/i18n/ui';
import { typeset } from '@/lib/typography';

import { DirectContact } from './direct-contact';

/** After a failed send: why, the way around the form, and „Spróbuj ponownie”. */
export function SendFailure({
  reason,
  locale,
  contact,
  text,
  onRetry,
}: {
  reason: FailureReason;
  locale: Locale;
  contact: StudioContact;
  text: UiText['form'];
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-400/60 bg-red-950/30 p-4"
    >
      <p>{typeset((locale === 'en' ? englishFailureMessages : failureMessages)[reason])}</p>
      <p className="text-sm text-paper-muted">
        <DirectContact
          contact={contact}
          lead={text.direct}
          orCall={text.orCall}
          className="text-amber underline"
        />
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
