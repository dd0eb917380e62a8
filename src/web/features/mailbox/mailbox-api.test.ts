import { type LocalMail, mailState, newestFirst } from './mailbox-api.ts';

const mail = (over: Partial<LocalMail>): LocalMail => ({
  id: '1',
  to: 'a@example.lt',
  subject: 'Tema',
  text: 'Tekstas',
  createdAt: '2026-03-01T10:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  ...over,
});

describe('local mailbox', () => {
  it('says whether a mail was sent, waits, or failed', () => {
    expect(mailState(mail({ sentAt: '2026-03-01T10:01:00.000Z', attempts: 1 }))).toEqual({
      kind: 'sent',
      at: '2026-03-01T10:01:00.000Z',
    });
    expect(mailState(mail({}))).toEqual({ kind: 'waiting' });
    expect(mailState(mail({ attempts: 2, lastError: '550 mailbox unavailable' }))).toEqual({
      kind: 'failed',
      attempts: 2,
      error: '550 mailbox unavailable',
    });
  });

  it('lists the newest mail first', () => {
    const older = mail({ id: 'old', createdAt: '2026-03-01T09:00:00.000Z' });
    const newer = mail({ id: 'new', createdAt: '2026-03-02T09:00:00.000Z' });
    expect(newestFirst([older, newer]).map((m) => m.id)).toEqual(['new', 'old']);
  });
});
