// A local stand-in for the EmailJS API, so the contact form works offline:
// POST /api/v1.0/email/send with the SDK's JSON body. It checks the payload
// like the provider does, answers 200 'OK' or the provider's 400 errors, and
// appends each accepted message to an outbox file (JSON lines) and the console.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { EMAIL_DEFAULTS } from '../../lib/contact/email-defaults.mjs';
import { contactProblems } from '../../lib/contact/rules.mjs';

export const SEND_PATH = '/api/v1.0/email/send';
const MAX_BODY = 64 * 1024;

/** @param {Record<string, string | undefined>} env */
export function expectedIds(env = process.env) {
  return {
    serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID || EMAIL_DEFAULTS.serviceId,
    templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID || EMAIL_DEFAULTS.templateId,
    publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || EMAIL_DEFAULTS.publicKey,
  };
}

/**
 * The provider's answer to a payload: [status, text].
 * @param {unknown} json the parsed request body
 * @param {ReturnType<typeof expectedIds>} ids
 * @returns {[number, string]}
 */
export function checkPayload(json, ids = expectedIds()) {
  if (!json || typeof json !== 'object') return [400, 'The request body is not valid JSON'];
  const body = /** @type {Record<string, unknown>} */ (json);
  if (typeof body.lib_version !== 'string') return [400, 'The lib_version parameter is required'];
  if (!body.user_id) return [400, 'The Public Key is required'];
  if (body.user_id !== ids.publicKey) return [400, 'The Public Key is invalid'];
  if (body.service_id !== ids.serviceId) return [400, 'The service ID is invalid'];
  if (body.template_id !== ids.templateId) return [400, 'The template ID is invalid'];
  if (!body.template_params || typeof body.template_params !== 'object')
    return [400, 'The template_params parameter is required'];
  const params = /** @type {Record<string, unknown>} */ (body.template_params);
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
  // The form's own rules (lib/contact/rules.mjs): what it refuses, this refuses.
  const problems = contactProblems({
    name: text(params.firstName),
    email: text(params.email),
    message: text(params.message),
  });
  if (problems.name) return [400, 'The firstName template parameter is invalid'];
  if (problems.email) return [400, 'The email template parameter is invalid'];
  if (problems.message) return [400, 'The message template parameter is invalid'];
  return [200, 'OK'];
}

/**
 * A request handler for the site server's hooks (scripts/dev/serve.mjs): true when it answered.
 * @param {{ outbox?: string, ids?: ReturnType<typeof expectedIds>, log?: (text: string) => void }} options
 */
export function createEmailStandIn({ outbox, ids = expectedIds(), log = console.log } = {}) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async (req, res) => {
    if (!req.url?.startsWith(SEND_PATH)) return false;
    /**
     * @param {number} status
     * @param {string} text
     */
    const reply = (status, text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
      return true;
    };
    if (req.method !== 'POST') return reply(405, 'Method Not Allowed');
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > MAX_BODY) return reply(413, 'Payload Too Large');
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const [status, text] = checkPayload(body, ids);
    if (status === 200) {
      // checkPayload has just checked these fields.
      const { email, firstName, message, service } = /** @type {Record<string, string>} */ (
        body.template_params
      );
      // `service`: the service the inquiry is about, when the visitor chose one (docs/contact.md).
      const entry = {
        receivedAt: new Date().toISOString(),
        firstName,
        email,
        message,
        ...(typeof service === 'string' && service ? { service } : {}),
      };
      if (outbox) {
        mkdirSync(path.dirname(outbox), { recursive: true });
        appendFileSync(outbox, `${JSON.stringify(entry)}\n`);
      }
      const about = entry.service ? ` (usługa: ${entry.service})` : '';
      log(`✉ Nowa wiadomość od ${firstName} <${email}>${about}:\n${message}\n`);
    }
    return reply(status, text);
  };
}
