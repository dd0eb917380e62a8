/**
 * What the page does when the draft session runner says so (ADR 0040): the application made for a
 * new form (the query cache, and the address bar names it), the application changed (the query
 * cache and the lists), submitted (the page shows it), and the words for failures the server did
 * not word.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { useNavigate } from '../../platform/navigate.ts';
import type { RunnerHost } from '../drafts/index.ts';
import { permitsKeys } from '../permits/index.ts';

/** `routeId`: the application's id in the route (none for a new form). */
export function useFormHost(kind: KindSegment, routeId: string | undefined): RunnerHost {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return {
    created: (created) => {
      queryClient.setQueryData(permitsKeys.application(kind, created.id), created);
      // The address bar names the application at once (a reload or Back opens it), without a
      // router navigation that would move focus away from the field being typed in; the router
      // catches up at the next step change (goToStep → moveToId).
      if (!routeId && window.location.pathname === `/paraiskos/${kind}`) {
        const search = new URLSearchParams(window.location.search);
        search.delete('tipas');
        search.delete('leidimas');
        const query = search.toString();
        window.history.replaceState(
          window.history.state,
          '',
          `/paraiskos/${kind}/${created.id}${query ? `?${query}` : ''}`,
        );
      }
    },
    updated: (next) => {
      queryClient.setQueryData(permitsKeys.application(kind, next.id), next);
      void queryClient.invalidateQueries({ queryKey: ['applications', 'list'] });
    },
    submitted: (submitted) =>
      navigate(`/paraiskos/${kind}/${submitted.id}`, { replace: true, state: { submitted: true } }),
    words: () => ({
      defaultError: t('error.defaultError'),
      offlineKept: t('applicationForm.offlineKept'),
      staleRevision: t('engine.error.staleRevision'),
    }),
  };
}
