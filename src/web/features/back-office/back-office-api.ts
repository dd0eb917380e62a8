/**
 * The back office's server state (issue 4 item 7): queries over the officer routes of
 * permits-api.ts (`/api/v1/tarnyba/...`, ROLE_OFFICER). After any decision every officer query is
 * fetched again, so the queue, the application, its messages and the permit agree at once.
 */
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type ListQuery,
  officerApplicationMessages,
  officerGetApplication,
  officerGetPermit,
  officerListApplications,
  officerListPermits,
  permitsKeys,
} from '../permits/index.ts';

/** Rows per page of the back-office lists (the API allows up to 100). */
export const BACK_OFFICE_PAGE_SIZE = 20;

export const officerApplicationsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: permitsKeys.officerApplications(query),
    queryFn: () => officerListApplications(query),
    // The old page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    // A queue changes as colleagues decide: never trust a copy older than a few seconds.
    staleTime: 5_000,
  });

export const officerApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: permitsKeys.officerApplication(id),
    queryFn: () => officerGetApplication(id),
    staleTime: 5_000,
    // The page explains a missing or forbidden application itself.
    meta: { silent: true },
  });

export const officerMessagesQuery = (id: string) =>
  queryOptions({
    // Under the application's key, so refreshing the application refreshes its thread too.
    queryKey: [...permitsKeys.officerApplication(id), 'messages'] as const,
    queryFn: () => officerApplicationMessages(id),
    staleTime: 5_000,
    // The thread says itself when it cannot be loaded.
    meta: { silent: true },
  });

export const officerPermitsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: permitsKeys.officerPermits(query),
    queryFn: () => officerListPermits(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const officerPermitQuery = (id: string) =>
  queryOptions({
    queryKey: permitsKeys.officerPermit(id),
    queryFn: () => officerGetPermit(id),
    staleTime: 5_000,
    meta: { silent: true },
  });

/** Fetches every back-office query again (after a decision, a message or a permit action). */
export function useRefreshBackOffice(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: ['officer'] });
  }, [client]);
}
