/**
 * The represented-person chooser (spec §2, §4): a list of the persons the user may act for, each
 * with name, code and a Choose button. Forced (not closable) while none is chosen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { rememberIdentity } from '../../platform/session/offline-identity.ts';
import { isCompany, representedName } from '../../platform/session/represented-person.ts';
import { changeRepresentedPerson } from '../../platform/session/session-api.ts';
import type { RepresentedPerson } from '../../platform/session/types.ts';
import { USER_INFO_KEY } from '../../platform/session/use-session.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Icon } from '../../ui/icon.tsx';
import { Modal } from '../../ui/modal.tsx';

interface ChooserProps {
  persons: RepresentedPerson[];
  chosenIndex: number | null;
  /** Absent while a choice is required. */
  onClose?: (() => void) | undefined;
  onChosen: () => void;
}

export function RepresentedPersonChooser({ persons, chosenIndex, onClose, onChosen }: ChooserProps) {
  const t = useT();
  const { showError, toast } = useFeedback();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: changeRepresentedPerson,
    meta: { silent: true },
    onSuccess: (user) => {
      rememberIdentity(user);
      queryClient.setQueryData(USER_INFO_KEY, user);
      // Everything else was scoped to the previous represented person (architecture §4).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_INFO_KEY[0] });
      const chosen =
        user.defaultProfileIndex !== null ? user.atstovaujamiAsmenys[user.defaultProfileIndex] : undefined;
      if (chosen) toast(t('keistiAtstovaujamaAsmeni.changed', { name: representedName(chosen) }));
      onChosen();
    },
    onError: () => showError(t('keistiAtstovaujamaAsmeni.error')),
  });

  return (
    <Modal title={t('keistiAtstovaujamaAsmeni.title')} onClose={onClose} size="medium">
      <p>{t('keistiAtstovaujamaAsmeni.intro')}</p>
      <ul className="person-list">
        {persons.map((person, index) => {
          const name = representedName(person);
          const current = index === chosenIndex;
          return (
            <li key={person.code} className={current ? 'person-list__item is-current' : 'person-list__item'}>
              <Icon name={isCompany(person) ? 'factory' : 'user'} className="person-list__icon" size={24} />
              <div className="person-list__text">
                <span className="person-list__name">{name}</span>
                <span className="person-list__code">
                  {t(
                    isCompany(person)
                      ? 'keistiAtstovaujamaAsmeni.companyCode'
                      : 'keistiAtstovaujamaAsmeni.personCode',
                    {
                      code: person.code,
                    },
                  )}
                </span>
              </div>
              {current ? (
                <span className="badge">{t('keistiAtstovaujamaAsmeni.current')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={change.isPending}
                  aria-label={t('keistiAtstovaujamaAsmeni.chooseNamed', { name })}
                  onClick={() => change.mutate(index)}
                >
                  {change.isPending && change.variables === index
                    ? t('keistiAtstovaujamaAsmeni.choosing')
                    : t('keistiAtstovaujamaAsmeni.choose')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
