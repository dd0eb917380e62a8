/**
 * The app: server-state cache, language, feedback (error modal and toasts), the session-expiry
 * reaction of the API client, and the router. Order matters: the language wraps everything that
 * shows text, and nothing below it remounts when the language changes (spec §2 Shell).
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LanguageProvider } from '../i18n/i18n-provider.tsx';
import { configureApi, SESSION_EXPIRED_RELOAD_MS } from '../platform/api.ts';
import { reportError } from '../platform/error-bus.ts';
import { FeedbackProvider } from '../ui/feedback/feedback-provider.tsx';
import { FatalError } from './route-error.tsx';
import { AppRouter } from './router.tsx';

let reloadScheduled = false;

/** Spec §8: on a 401 the person reads that the session expired and the page reloads after 2 s. */
function onSessionExpired(error: unknown) {
  if (reloadScheduled) return;
  reloadScheduled = true;
  reportError(error);
  window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
}
// Wired before the first request leaves.
configureApi({ onSessionExpired });

/** Last line of defence for errors outside the router (providers, modals). */
class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <FatalError /> : this.props.children;
  }
}

/** `queryClient`: created by main.tsx, which fills it with the first page's data before the first render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AppErrorBoundary>
          <FeedbackProvider>
            <AppRouter />
          </FeedbackProvider>
        </AppErrorBoundary>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
