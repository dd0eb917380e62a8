/**
 * The local mailbox's server state: `GET /api/dev/pastas` (src/server/adapters/mail/
 * dev-mailbox-routes.ts), the latest 100 mails of the outbox, outside production only.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DevMailboxDto, DevMailDto } from '../../../shared/mail/dev-mailbox.ts';
import { api } from '../../platform/api.ts';

/** The route's declared answer (src/shared/mail/dev-mailbox.ts). */
export type LocalMail = DevMailDto;
export type LocalMailbox = DevMailboxDto;

export const mailboxQuery = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: () => api.get<LocalMailbox>('/dev/pastas'),
    // Mails arrive as people act elsewhere: always ask again when the page opens or is refreshed.
    staleTime: 0,
    // The page itself explains a failure (404 outside development).
    meta: { silent: true },
  });

/** What a mail's state line says: sent, waiting, or failed with its attempts. */
export type MailState =
  | { kind: 'sent'; at: string }
  | { kind: 'waiting' }
  | { kind: 'failed'; attempts: number; error: string };

export function mailState(mail: LocalMail): MailState {
  if (mail.sentAt) return { kind: 'sent', at: mail.sentAt };
  if (mail.lastError) return { kind: 'failed', attempts: mail.attempts, error: mail.lastError };
  return { kind: 'waiting' };
}

/** Newest first, whatever order the answer came in. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
