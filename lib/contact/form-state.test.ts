import { describe, expect, it } from 'vitest';

import { failureMessages, failureReason, formReducer, type FormState } from './form-state';
import { SendRejected } from './send';

const idle: FormState = { status: 'idle' };

describe('formReducer', () => {
  it('goes idle → sending → sent', () => {
    const sending = formReducer(idle, { type: 'submit' });
    expect(sending).toEqual({ status: 'sending' });
    expect(formReducer(sending, { type: 'success' })).toEqual({ status: 'sent' });
  });

  it('ignores a second submit while sending', () => {
    const sending = formReducer(idle, { type: 'submit' });
    expect(formReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('shows a failure instead of staying in sending, and can send again', () => {
    const failed = formReducer({ status: 'sending' }, { type: 'failure', reason: 'rejected' });
    expect(failed).toEqual({ status: 'failed', reason: 'rejected' });
    expect(formReducer(failed, { type: 'submit' })).toEqual({ status: 'sending' });
  });

  it('starts a new message when the visitor types after sending', () => {
    expect(formReducer({ status: 'sent' }, { type: 'edit' })).toEqual({ status: 'idle' });
    const failed: FormState = { status: 'failed', reason: 'network' };
    expect(formReducer(failed, { type: 'edit' })).toBe(failed);
  });

  it('ignores late answers when not sending', () => {
    expect(formReducer(idle, { type: 'success' })).toBe(idle);
    expect(formReducer(idle, { type: 'failure', reason: 'network' })).toBe(idle);
  });
});

describe('failureReason', () => {
  it('reads the status of an EmailJS answer', () => {
    expect(failureReason(new SendRejected(429, 'Too Many Requests'))).toBe('rate-limit');
    for (const status of [400, 403, 412, 451, 500, 503]) {
      expect(failureReason({ status, text: '' })).toBe('rejected');
    }
  });

  it('tells a timeout from a network error', () => {
    expect(failureReason(new DOMException('late', 'TimeoutError'))).toBe('timeout');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureReason({ status: 0, text: 'Network Error' })).toBe('network');
  });
});

describe('failureMessages', () => {
  it('never tells the visitor a refused message was sent, and keeps what they wrote', () => {
    for (const [reason, message] of Object.entries(failureMessages)) {
      expect(message, reason).not.toMatch(/(?<!nie )został\w* wysłan/);
      expect(message, reason).toMatch(/nadal w formularzu/);
    }
    expect(failureMessages['rate-limit']).toContain('nie została wysłana');
  });

  it('tells the timeout in one tense: it lasted too long, so it was stopped', () => {
    expect(failureMessages.timeout).toMatch(
      /^Wysyłanie trwało zbyt długo, więc zostało przerwane\./,
    );
  });
});
