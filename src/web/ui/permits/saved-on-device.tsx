/**
 * "Saved on this device at …": how old a list shown from this device's copy is (issue 16), when
 * the device is offline or the list could not be fetched again. Features pass whether to show it.
 */
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice } from '../page.tsx';

export function SavedOnDevice({ savedAt }: { savedAt: number }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Notice tone="warning">
      <p className="saved-on-device">
        {t('myLists.savedOnDevice', {
          time: formatPortalDate(new Date(savedAt).toISOString(), language, 'dateTime'),
        })}
      </p>
    </Notice>
  );
}
