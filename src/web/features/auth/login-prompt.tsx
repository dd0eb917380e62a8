/**
 * The login form area of the public layout, shown instead of a page that needs login when the
 * visitor is anonymous (spec §2 Shell).
 */
import { useT } from '../../i18n/use-t.ts';
import { GatewayLoginButton } from './gateway-login-button.tsx';

export function LoginPrompt({ returnTo, pageTitle }: { returnTo: string; pageTitle: string }) {
  const t = useT();
  return (
    <section className="login-panel" aria-labelledby="login-prompt-title">
      <p className="page-header__caption">{pageTitle}</p>
      <h1 className="login-panel__title" id="login-prompt-title">
        {t('login.requiredTitle')}
      </h1>
      <p>{t('login.requiredText')}</p>
      <GatewayLoginButton returnTo={returnTo} />
      <p className="login-panel__hint">{t('login.gatewayHint')}</p>
    </section>
  );
}
