/** Read and unread messages, as pure functions the page and its tests share. */
import type { MessageDto, Page } from '../../../shared/permits/api-types.ts';

export function isUnread(message: Pick<MessageDto, 'readAt'>): boolean {
  return message.readAt === null;
}

/** The page with one message marked read now, shown at once while the lists are fetched again. */
export function markedRead(page: Page<MessageDto>, id: string, now = new Date()): Page<MessageDto> {
  return {
    ...page,
    items: page.items.map((message) =>
      message.id === id && message.readAt === null ? { ...message, readAt: now.toISOString() } : message,
    ),
  };
}
