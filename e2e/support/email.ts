import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { deployedUrl, NEEDS_LOCAL_EMAIL } from './hosts';

/** The EmailJS send request, as the contact form makes it (see docs/testing.md, section 6). */
export const SEND = '**/api/v1.0/email/send';

/** The fields a message carries: EmailJS's template_params (`service` when one was chosen). */
export type TemplateParams = {
  firstName: string;
  email: string;
  message: string;
  service?: string;
};

/** One send request the form made. */
export type Sent = {
  method: string;
  contentType: string;
  /** The JSON body; null where the engine does not report request bodies (below). */
  body: unknown;
};

/**
 * Why a payload test is skipped in Firefox against a deployed site. Playwright
 * 1.60 over WebDriver BiDi reports no request bodies (its Firefox requests
 * carry no post data), so there the body is read where it arrives: the local
 * e-mail stand-in, which a deployed site does not have.
 */
export const NO_BODY_OVER_BIDI = `Firefox over BiDi reports no request bodies, so the payload is read from the local stand-in, which ${NEEDS_LOCAL_EMAIL}`;

/**
 * Intercepts the form's send requests and answers them once `hold` settles.
 * Where the engine reports the body (Chromium), the test answers 200 'OK' as
 * EmailJS does. Where it does not (Firefox over BiDi), the request goes on to
 * the local e-mail stand-in (scripts/dev/email-stand-in.mjs), which checks the ids
 * and lib_version as EmailJS does (a mismatch is a 400, and the form shows
 * its failure) and records the template fields in its outbox: `sentParams`
 * reads them back from there.
 */
export async function interceptSends(page: Page, hold?: Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(SEND, async (route) => {
    const request = route.request();
    const body: unknown = request.postDataJSON();
    sent.push({
      method: request.method(),
      contentType: request.headers()['content-type'] ?? '',
      body,
    });
    await hold;
    if (body === null && !deployedUrl) await route.continue();
    else await route.fulfill({ status: 200, body: 'OK' });
  });
  return sent;
}

/**
 * The template fields of the sent message whose text is `message`: from the
 * request body, or else from the local stand-in's outbox.
 */
export function sentParams(sent: Sent[], message: string): TemplateParams | undefined {
  for (const { body } of sent) {
    const params = (body as { template_params?: TemplateParams } | null)?.template_params;
    if (params?.message === message) return params;
  }
  const entry = outboxEntry(message);
  return (
    entry && {
      firstName: entry.firstName,
      email: entry.email,
      message: entry.message,
      ...(entry.service ? { service: entry.service } : {}),
    }
  );
}

/** The messages whose text is `message` in the local stand-in's outbox (scripts/dev/serve.mjs). */
export function outboxEntries(message: string): (TemplateParams & { receivedAt: string })[] {
  return readFileSync('.outbox/messages.jsonl', 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TemplateParams & { receivedAt: string })
    .filter((entry) => entry.message === message);
}

/** The message whose text is `message` in the local stand-in's outbox. */
export function outboxEntry(
  message: string,
): (TemplateParams & { receivedAt: string }) | undefined {
  return outboxEntries(message)[0];
}
