// A notification as GET notification answers it, for the tests of this folder.
import type { Notification } from '../../src-shared/api/notifications';

type Overrides = Omit<Partial<Notification>, 'data' | 'notifiable'> & {
  data?: Partial<Notification['data']>;
  notifiable?: Partial<Notification['notifiable']>;
};

export function aNotification(overrides: Overrides = {}): Notification {
  const { data, notifiable, ...rest } = overrides;
  const type = rest.type ?? 'document-received';
  return {
    id: 1,
    type,
    title: 'Documento recebido',
    description: 'Ofício 12/2025 chegou ao setor',
    titleColor: null,
    textColor: null,
    backgroundColor: null,
    isViewed: false,
    isGed: false,
    url: '/inbox/sector/view/email/abc',
    receivedTime: '2025-03-10T12:00:00.000Z',
    ...rest,
    data: { type, status: null, signature_request_uuid: null, ...data },
    notifiable: { status: null, ...notifiable },
  };
}
