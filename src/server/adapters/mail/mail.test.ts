import { describeFailure, retryDueAfterSeconds } from './mailer.ts';
import { bilingualSubject, bilingualText } from './notify.ts';

describe('bilingual mails', () => {
  it('put Lithuanian first, then English, in the subject and the text', () => {
    expect(bilingualSubject({ lt: 'Naujas pranešimas', en: 'New message' })).toBe(
      'Naujas pranešimas / New message',
    );
    expect(bilingualSubject({ lt: 'L13-2026-000001', en: 'L13-2026-000001' })).toBe('L13-2026-000001');
    const text = bilingualText({ lt: 'Gavote pranešimą.\n', en: ' You have a message.' });
    expect(text).toBe('Gavote pranešimą.\n\n* * *\n\nYou have a message.\n');
  });
});

describe('retry backoff', () => {
  it('is due at once, then after 1, 3, 7 … minutes from queuing', () => {
    expect([0, 1, 2, 3, 9].map((n) => retryDueAfterSeconds(n))).toEqual([0, 60, 180, 420, 30660]);
  });

  it('keeps the SMTP code and a short message of a failure', () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(describeFailure(error)).toBe("EENVELOPE 550 Can't send mail - all recipients were rejected");
    expect(describeFailure(new Error('x'.repeat(900)))).toHaveLength(500);
    expect(describeFailure('timeout')).toBe('timeout');
  });
});
