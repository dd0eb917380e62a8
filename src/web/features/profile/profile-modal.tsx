/**
 * The profile modal "Settings" (spec §2 Profile modal, §5 Profile): contact data of the person
 * acting for the chosen represented person. Forced (no Cancel, no Escape) while the profile is
 * incomplete; otherwise it may be closed.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { messageText } from '../../platform/message-text.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { isCompany, representedName } from '../../platform/session/represented-person.ts';
import type { RepresentedPerson, UserInfo } from '../../platform/session/types.ts';
import { USER_INFO_KEY } from '../../platform/session/use-session.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { ErrorSummary, type SummaryItem } from '../../ui/form/error-summary.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Notice } from '../../ui/page.tsx';
import { SavedOnDevice } from '../../ui/permits/saved-on-device.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { getProfile, profileKey, type ServerProfile, saveProfile, validateKey } from './profile-api.ts';
import {
  formFieldOf,
  PROFILE_FIELDS,
  type ProfileFormInput,
  type ProfileFormOutput,
  profileSchema,
} from './profile-schema.ts';

interface ProfileModalProps {
  user: UserInfo;
  /** The represented person the profile belongs to; the user themself when there is none. */
  person: RepresentedPerson | null;
  forced: boolean;
  onClose: () => void;
}

export function ProfileModal({ user, person, forced, onClose }: ProfileModalProps) {
  const t = useT();
  const code = person?.code ?? user.asmensKodas;
  const profile = useQuery({
    queryKey: profileKey(code),
    queryFn: () => getProfile(code),
    meta: { silent: true },
  });
  const close = forced ? undefined : onClose;
  // Kept on this device for offline use (platform/query-persist): offline, the last profile shows.
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);

  return (
    <Modal title={t('profilis.title')} onClose={close} size="medium">
      {forced && (
        <Notice tone="warning">
          <p>{t('profilis.forcedIntro')}</p>
        </Notice>
      )}
      {person && (
        <p className="profile-for">
          {t('profilis.actingFor', { name: representedName(person), code: person.code })}
        </p>
      )}
      {profile.isPending && <Spinner label={t('common.loading')} />}
      {profile.data && (!online || profile.isError) && <SavedOnDevice savedAt={profile.dataUpdatedAt} />}
      {profile.isError && !profile.data && (
        <div className="alert alert--danger" role="alert">
          <p>{isApiError(profile.error) ? profile.error.message : t('error.defaultError')}</p>
          <button type="button" className="button button--secondary" onClick={() => profile.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {profile.data && (
        <ProfileForm
          user={user}
          person={person}
          code={code}
          profile={profile.data}
          onCancel={close}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}

interface ProfileFormProps {
  user: UserInfo;
  person: RepresentedPerson | null;
  code: string;
  profile: ServerProfile;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
}

function defaultsFrom(
  profile: ServerProfile,
  user: UserInfo,
  person: RepresentedPerson | null,
): ProfileFormInput {
  const contact = person?.contactInfo;
  const company = profile.atstovaujamoAsmensProfilis;
  return {
    epastas: profile.epastas ?? contact?.email ?? '',
    tel: profile.tel ?? contact?.phone ?? '',
    adresasTekstas: profile.adresas?.adresasTekstas ?? contact?.address ?? '',
    infoEpastu: profile.infoEpastu ?? contact?.infoByEmail ?? false,
    infoSms: profile.infoSms ?? contact?.infoByPhone ?? false,
    pareigos: company?.pareigos ?? contact?.position ?? '',
    vardas: company?.vardas ?? contact?.contactFirstName ?? user.name ?? '',
    pavarde: company?.pavarde ?? contact?.contactLastName ?? user.surname ?? '',
  };
}

function ProfileForm({ user, person, code, profile, onCancel, onSaved }: ProfileFormProps) {
  const t = useT();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const company = person !== null && isCompany(person);
  const schema = useMemo(() => profileSchema(company), [company]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // The error summary takes focus instead (GOV.UK pattern), so the person hears every problem first.
    shouldFocusError: false,
    defaultValues: defaultsFrom(profile, user, person),
  });
  const { errors, touchedFields, isSubmitted } = form.formState;

  const save = useMutation({
    mutationFn: (values: ProfileFormOutput) =>
      saveProfile(code, {
        adresas: { adresasTekstas: values.adresasTekstas },
        epastas: values.epastas,
        tel: values.tel,
        infoEpastu: values.infoEpastu,
        infoSms: values.infoSms,
        pareigos: values.pareigos,
        vardas: values.vardas,
        pavarde: values.pavarde,
      }),
    meta: { silent: true },
    onSuccess: (saved, values) => {
      queryClient.setQueryData(profileKey(code), saved);
      // The saved data answers the forced-profile rule at once; the server's own answers follow.
      queryClient.setQueryData(validateKey(null), true);
      queryClient.setQueryData(validateKey(code), true);
      queryClient.setQueryData<UserInfo | null>(USER_INFO_KEY, (current) =>
        current ? withContact(current, code, values) : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['profile', 'validate'] });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      toast(t('profilis.saved'));
      onSaved();
    },
    onError: (error) => {
      // Unlike the old portal (spec §8 "flag set silently"), a failed save keeps the modal open with
      // the reason and what was typed (house style: errors a person can act on).
      if (isApiError(error)) {
        for (const fieldError of error.fieldErrors) {
          const field = formFieldOf(fieldError.field);
          if (field) form.setError(field, { message: fieldError.message });
        }
        setSaveError(error.message);
      } else {
        setSaveError(t('error.defaultError'));
      }
      setFailedSubmits((n) => n + 1);
    },
  });

  const state = (name: (typeof PROFILE_FIELDS)[number]) => ({
    error: messageText(errors[name]?.message, t),
    shown: !!touchedFields[name] || isSubmitted,
  });
  const labels: Record<(typeof PROFILE_FIELDS)[number], string> = {
    epastas: t('profilis.email'),
    tel: t('profilis.phone'),
    adresasTekstas: t('profilis.address'),
    pareigos: t('profilis.position'),
    vardas: t('profilis.firstName'),
    pavarde: t('profilis.lastName'),
  };
  // Each summary line names its field: "Required" alone would not say which one.
  const summary: SummaryItem[] = isSubmitted
    ? PROFILE_FIELDS.flatMap((name) => {
        const message = messageText(errors[name]?.message, t);
        return message ? [{ fieldId: `profile-${name}`, message: `${labels[name]}: ${message}` }] : [];
      })
    : [];

  const onSubmit = form.handleSubmit(
    (values) => {
      setSaveError(null);
      save.mutate(values);
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="profile-form">
      <ErrorSummary title={t('profilis.invalid')} items={summary} focusKey={failedSubmits} />
      {saveError && summary.length === 0 && (
        <div className="alert alert--danger" role="alert">
          <p>{saveError}</p>
        </div>
      )}
      <TextField
        id="profile-epastas"
        label={t('profilis.email')}
        type="email"
        autoComplete="email"
        required
        state={state('epastas')}
        registration={form.register('epastas')}
      />
      <TextField
        id="profile-tel"
        label={t('profilis.phone')}
        hint={t('profilis.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        state={state('tel')}
        registration={form.register('tel')}
      />
      <TextField
        id="profile-adresasTekstas"
        label={t('profilis.address')}
        hint={t('profilis.addressHint')}
        autoComplete="street-address"
        required
        state={state('adresasTekstas')}
        registration={form.register('adresasTekstas')}
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('profilis.notifications')}</legend>
        <CheckboxField
          id="profile-infoEpastu"
          label={t('profilis.infoByEmail')}
          registration={form.register('infoEpastu')}
        />
        <CheckboxField
          id="profile-infoSms"
          label={t('profilis.infoBySms')}
          registration={form.register('infoSms')}
        />
      </fieldset>
      {company && (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('profilis.companyContact')}</legend>
          <TextField
            id="profile-pareigos"
            label={t('profilis.position')}
            autoComplete="organization-title"
            required
            state={state('pareigos')}
            registration={form.register('pareigos')}
          />
          <TextField
            id="profile-vardas"
            label={t('profilis.firstName')}
            autoComplete="given-name"
            optionalText={t('form.optional')}
            state={state('vardas')}
            registration={form.register('vardas')}
          />
          <TextField
            id="profile-pavarde"
            label={t('profilis.lastName')}
            autoComplete="family-name"
            optionalText={t('form.optional')}
            state={state('pavarde')}
            registration={form.register('pavarde')}
          />
        </fieldset>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('profilis.saving') : t('profilis.save')}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The user info with the saved contact data, so the forced-profile rule sees it at once. */
function withContact(user: UserInfo, code: string, values: ProfileFormOutput): UserInfo {
  return {
    ...user,
    atstovaujamiAsmenys: user.atstovaujamiAsmenys.map((person) =>
      person.code === code && person.contactInfo
        ? {
            ...person,
            contactInfo: {
              ...person.contactInfo,
              email: values.epastas,
              phone: values.tel,
              address: values.adresasTekstas,
              infoByEmail: values.infoEpastu,
              infoByPhone: values.infoSms,
              position: values.pareigos || person.contactInfo.position,
            },
          }
        : person,
    ),
  };
}
