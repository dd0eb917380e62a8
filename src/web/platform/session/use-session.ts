import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { rememberIdentity } from './offline-identity.ts';
import { fetchUserInfo } from './session-api.ts';
import type { RepresentedPerson, UserInfo } from './types.ts';

export const USER_INFO_KEY = ['session', 'user-info'] as const;

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: UserInfo | null;
  persons: RepresentedPerson[];
  chosenIndex: number | null;
  /** The represented person the user acts for now (spec §3 "chosen represented person"). */
  chosen: RepresentedPerson | null;
  roles: string[];
  hasRole: (role: string | undefined) => boolean;
}

export function sessionFrom(user: UserInfo | null | undefined, loading: boolean): Session {
  const persons = user?.atstovaujamiAsmenys ?? [];
  const index = user?.defaultProfileIndex ?? null;
  const chosen = index !== null ? (persons[index] ?? null) : null;
  const roles = (user?.authorities ?? []).map((a) => a.authority);
  return {
    status: loading ? 'loading' : user ? 'authenticated' : 'anonymous',
    user: user ?? null,
    persons,
    chosenIndex: chosen ? index : null,
    chosen,
    roles,
    hasRole: (role) => !role || roles.includes(role),
  };
}

/** The session's query; main.tsx starts it before the first render, together with the page's code. */
export const userInfoQuery = {
  queryKey: USER_INFO_KEY,
  queryFn: fetchUserInfo,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: false,
} as const;

export function useSession(): Session {
  const query = useQuery(userInfoQuery);
  const loading = query.isPending;
  return useMemo(() => sessionFrom(query.data, loading), [query.data, loading]);
}

/** Stores user info answered by login or a represented-person switch. */
export function useSetUserInfo(): (user: UserInfo | null) => void {
  const client = useQueryClient();
  return useCallback(
    (user) => {
      rememberIdentity(user);
      client.setQueryData(USER_INFO_KEY, user);
    },
    [client],
  );
}
