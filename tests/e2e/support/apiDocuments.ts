// A document written and published through the API, as any client would, for specs that need one
// to exist before the screen under test opens (a view to audit, a figure to count).
import { apiLogin, expect } from '../fixtures';

export type PublishedOficio = { token: string; uuid: string };

/** An ofício by `email` to the Protocolo, published; its author's token and inbox item uuid. */
export async function publishOficio(serverUrl: string, email: string, subject: string): Promise<PublishedOficio> {
  const token = await apiLogin(serverUrl, email);
  const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector', 'Content-Type': 'application/json' };
  const sectors = (await (await fetch(`${serverUrl}/api/contacts?kind=sector&search=Protocolo`, { headers })).json()) as { data: { id: number }[] };
  const created = await fetch(`${serverUrl}/api/inbox/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'oficio', subject, content: '<p>Texto.</p>', recipients: [{ sector_id: sectors.data[0]!.id }] }),
  });
  expect(created.status).toBe(201);
  const { inbox_email_uuid: uuid } = (await created.json()) as { inbox_email_uuid: string };
  expect((await fetch(`${serverUrl}/api/inbox/email/${uuid}/publish`, { method: 'POST', headers: { Authorization: headers.Authorization } })).status).toBe(200);
  return { token, uuid };
}
