/**
 * After login (spec §4): choose the represented person (automatically when there is one, by the
 * forced chooser when there are several), then check the profile and force the profile modal while
 * it is incomplete. Also provides the shell actions the menus use.
 */
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useProfileCheck } from '../features/profile/use-profile-check.ts';
import { RepresentedPersonChooser } from '../features/represented-person/represented-person-chooser.tsx';
import { useT } from '../i18n/use-t.ts';
import { useKeepPersonalLists } from '../platform/query-persist/personal-lists.ts';
import { changeRepresentedPerson, logout } from '../platform/session/session-api.ts';
import { useSession, useSetUserInfo } from '../platform/session/use-session.ts';
import { type ShellActions, ShellActionsContext } from '../platform/shell-actions.ts';
import { afterFirstPaint } from '../ui/after-paint.ts';
import { useFeedback } from '../ui/feedback/feedback-context.ts';

// Form code (react-hook-form, valibot) loads only when the profile is opened.
const ProfileModal = lazy(() =>
  import('../features/profile/profile-modal.tsx').then((m) => ({ default: m.ProfileModal })),
);

export function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const setUserInfo = useSetUserInfo();
  const { showError } = useFeedback();
  const profileCheck = useProfileCheck(session);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const autoChoice = useRef(false);

  const authenticated = session.status === 'authenticated';
  const noneChosen = authenticated && session.chosenIndex === null;

  // Spec §4: with exactly one represented person it is chosen without asking.
  useEffect(() => {
    if (!noneChosen || session.persons.length !== 1 || autoChoice.current || session.user?.offline) return;
    autoChoice.current = true;
    changeRepresentedPerson(0).then(setUserInfo, () => showError(t('keistiAtstovaujamaAsmeni.error')));
  }, [noneChosen, session.persons.length, session.user?.offline, setUserInfo, showError, t]);

  // Drafts kept on this device (issue 7: prepared offline, files as blobs) go to the server when the
  // portal starts and whenever the network returns. The drafts code loads only for a logged-in person.
  const owner = authenticated && !session.user?.offline ? session.user?.asmensKodas : undefined;
  const party = session.chosen?.code ?? owner;
  useEffect(() => {
    if (!owner || !party) return;
    const sync = (online: boolean) =>
      void import('../features/drafts/device-sync.ts').then((drafts) =>
        drafts.syncDeviceDrafts(owner, party, online),
      );
    const onOnline = () => sync(true);
    // After the page's first paint: the drafts' code (Dexie and the form pages' modules it shares)
    // is not on the path to the page's header (issue 16 target 1).
    const cancel = afterFirstPaint(() => sync(false));
    window.addEventListener('online', onOnline);
    return () => {
      cancel();
      window.removeEventListener('online', onOnline);
    };
  }, [owner, party]);

  // The person's lists kept on this device for offline use (issue 16), loaded only once logged in.
  useKeepPersonalLists(authenticated ? session.user?.asmensKodas : undefined, session.chosen?.code ?? null);

  const mustChoose = noneChosen && session.persons.length > 1;
  // The profile is checked once a represented person is chosen, or at once when there is none to choose.
  const choicePending = noneChosen && session.persons.length > 0;
  const showChooser = authenticated && (mustChoose || chooserOpen);
  const showProfile = authenticated && !showChooser && !choicePending && (profileCheck.forced || profileOpen);

  const actions = useMemo<ShellActions>(
    () => ({
      openRepresentedPersonChooser: () => setChooserOpen(true),
      openProfile: () => setProfileOpen(true),
      logout: () => {
        logout().catch(() => {
          // The page reloads home whatever the answer (spec §7).
        });
      },
    }),
    [],
  );

  return (
    <ShellActionsContext.Provider value={actions}>
      {children}
      {showChooser && (
        <RepresentedPersonChooser
          persons={session.persons}
          chosenIndex={session.chosenIndex}
          onClose={mustChoose ? undefined : () => setChooserOpen(false)}
          onChosen={() => setChooserOpen(false)}
        />
      )}
      {showProfile && session.user && (
        <Suspense fallback={null}>
          <ProfileModal
            user={session.user}
            person={session.chosen}
            forced={profileCheck.forced}
            onClose={() => setProfileOpen(false)}
          />
        </Suspense>
      )}
    </ShellActionsContext.Provider>
  );
}
