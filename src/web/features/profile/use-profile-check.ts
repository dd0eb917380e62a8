/**
 * Whether the profile modal must open by itself (spec §4: after a represented person is chosen the
 * profile is checked). Kept apart from the modal so the check costs no form code on the start page.
 */
import { useQuery } from '@tanstack/react-query';
import type { Session } from '../../platform/session/use-session.ts';
import { validateKey, validateProfile } from './profile-api.ts';
import { isProfileForced } from './profile-rules.ts';

export interface ProfileCheck {
  forced: boolean;
}

export function useProfileCheck(session: Session): ProfileCheck {
  // Offline the person is remembered, not confirmed (offline-identity.ts): the check waits for the network.
  const ready =
    session.status === 'authenticated' &&
    !session.user?.offline &&
    (session.chosen !== null || session.persons.length === 0);
  const ownCode = session.user?.asmensKodas ?? null;
  const representedCode = session.chosen && session.chosen.code !== ownCode ? session.chosen.code : null;
  const common = { staleTime: 5 * 60_000, retry: false, meta: { silent: true } } as const;

  const self = useQuery({
    ...common,
    queryKey: validateKey(null),
    queryFn: () => validateProfile(null),
    enabled: ready,
  });
  const represented = useQuery({
    ...common,
    queryKey: validateKey(representedCode),
    queryFn: () => validateProfile(representedCode),
    enabled: ready && representedCode !== null,
  });

  if (!ready) return { forced: false };
  return {
    forced: isProfileForced({
      contactInfo: session.chosen?.contactInfo,
      validations: [self.data, representedCode !== null ? represented.data : true],
    }),
  };
}
