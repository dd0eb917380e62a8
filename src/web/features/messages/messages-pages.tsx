/** `/pranesimai/gauti` and `/pranesimai/issiusti`: received and sent messages (spec §1, §2). */
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';

export function MessagesPage({ box }: { box: 'received' | 'sent' }) {
  const t = useT();
  const other = box === 'received' ? '/pranesimai/issiusti' : '/pranesimai/gauti';
  return (
    <PlannedPage
      caption={t('route.messages')}
      title={t(box === 'received' ? 'route.messagesReceived' : 'route.messagesSent')}
      description={t(box === 'received' ? 'messages.receivedText' : 'messages.sentText')}
      links={[
        {
          to: other,
          label: t(box === 'received' ? 'menu.messagesSent' : 'menu.messagesReceived'),
          icon: 'mail',
        },
        { to: '/paraiskos', label: t('menu.myApplications'), icon: 'file' },
      ]}
    />
  );
}
