/**
 * `/mano-bilietai`, the angler's wallet's route module (issue 5 item 6; the page itself is
 * wallet-body.tsx). On a first visit it draws the page's header (its lead is the page's largest
 * text) and asks for the rest, Dexie and the tickets on this device, after that paint:
 * Lighthouse's phone replays every script that finished before the largest paint over a slow
 * network (issue 16 target 1, ADR 0045). The rest comes with the tickets already read, so that they
 * stand with its first render. A page this device reopens (its service worker answers, or there is
 * no network) has all of it, tickets read, before its first render (`prepareWallet`), as before:
 * everything is on the device (issue 16 target 5).
 */
import { useT } from '../../../i18n/use-t.ts';
import { laterPart, useLaterPart } from '../../../ui/after-paint.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { WalletFrame } from './wallet-frame.tsx';

const body = laterPart(() =>
  import('./wallet-body.tsx').then(async (module) => {
    await module.prepareWallet();
    return module;
  }),
);

/**
 * Awaited by the route's lazy import (app/pages.tsx) before the page's first render: a reopened
 * page's whole code and its tickets. Nothing on a first visit, which asks for them after the
 * header's paint.
 */
export const prepareWallet = (): Promise<void> => body.whenReopened();

export function WalletPage() {
  const t = useT();
  const loaded = useLaterPart(body);
  // One frame, whose header stays the same nodes when the tickets come (ADR 0043).
  return (
    <WalletFrame>{loaded ? <loaded.WalletBody /> : <Spinner label={t('wallet.loading')} />}</WalletFrame>
  );
}
