import type { MessageDto, Page } from '../../../shared/permits/api-types.ts';
import { isUnread, markedRead } from './message-state.ts';

const message = (id: string, readAt: string | null): MessageDto => ({
  id,
  applicationId: 'app-1',
  applicationNumber: 'P-1',
  kind: 'l13',
  direction: 'TO_APPLICANT',
  senderName: 'Mindaugas Stankevičius',
  subject: 'Paraiška grąžinta',
  body: 'Pataisykite darbuotojų sąrašą.',
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt,
});

describe('read and unread messages', () => {
  it('is unread until read', () => {
    expect(isUnread(message('a', null))).toBe(true);
    expect(isUnread(message('a', '2026-03-02T08:00:00.000Z'))).toBe(false);
  });

  it('marks only the opened message read and keeps an earlier read time', () => {
    const page: Page<MessageDto> = {
      items: [message('a', null), message('b', null), message('c', '2026-03-02T08:00:00.000Z')],
      total: 3,
      page: 1,
      pageSize: 20,
    };
    const now = new Date('2026-03-05T12:00:00.000Z');
    const next = markedRead(page, 'a', now);
    expect(next.items.map((m) => m.readAt)).toEqual([
      '2026-03-05T12:00:00.000Z',
      null,
      '2026-03-02T08:00:00.000Z',
    ]);
    expect(markedRead(page, 'c', now).items[2]?.readAt).toBe('2026-03-02T08:00:00.000Z');
    expect(page.items[0]?.readAt).toBeNull();
  });
});
