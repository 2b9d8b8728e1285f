// Demo chat (issue 7), so the floating chat of the demo is not empty. Small and fixed: two direct
// conversations of admin@ (Mariana), written through the same functions the routes use.
//
// What the e2e suite may rely on (and nothing more):
// - Mariana ↔ João Pedro (servidor@): 5 messages, the 4th an image (capa-do-processo.png, PNG).
//   Mariana has read all of João's; João has NOT read Mariana's last one (servidor@: 1 unread).
// - Mariana ↔ Ana Beatriz (servidora@): 3 messages; Ana read Mariana's, Mariana has NOT read Ana's
//   last two (admin@: 2 unread, all in this conversation; servidora@: 0 unread).
// - No other user has a conversation. Times are minutes before the seed's `now`.
import { openDirectConversation } from '../../chat/conversations';
import { insertMessage, type NewChatMessage } from '../../chat/messages';
import { markConversationRead } from '../../chat/reads';
import type { Db } from '../open';
import { bandedPng } from './samplePictures';

/** Migration 010 created the chat tables. */
const CHAT_SINCE_VERSION = 10;

type Line = { from: 'admin' | 'contact'; minutesAgo: number; text?: string; image?: { name: string; bytes: () => Buffer } };
type Script = { contact: string; lines: readonly Line[]; reads: readonly { by: 'admin' | 'contact'; minutesAgo: number; afterLine: number }[] };

const SCRIPTS: readonly Script[] = [
  {
    contact: 'servidor@demo.gov.br',
    lines: [
      { from: 'contact', minutesAgo: 180, text: 'Bom dia, Mariana! O ofício da Secretaria de Saúde chegou ao Protocolo agora há pouco.' },
      { from: 'admin', minutesAgo: 175, text: 'Bom dia, João. Pode encaminhar ao Gabinete ainda hoje?' },
      { from: 'contact', minutesAgo: 170, text: 'Encaminho sim. Segue a foto da capa do processo.' },
      {
        from: 'contact',
        minutesAgo: 169,
        image: {
          name: 'capa-do-processo.png',
          bytes: () => bandedPng([[30, 64, 120], [240, 240, 235], [46, 139, 87]]),
        },
      },
      { from: 'admin', minutesAgo: 120, text: 'Recebi, obrigada! Vou assinar à tarde.' },
    ],
    // Indexes into `lines`: the read happens once that line exists.
    reads: [
      { by: 'admin', minutesAgo: 178, afterLine: 0 },
      { by: 'contact', minutesAgo: 172, afterLine: 1 },
      { by: 'admin', minutesAgo: 150, afterLine: 3 },
    ],
  },
  {
    contact: 'servidora@demo.gov.br',
    lines: [
      { from: 'admin', minutesAgo: 90, text: 'Ana, a Vigilância Sanitária já respondeu ao memorando da semana passada?' },
      { from: 'contact', minutesAgo: 30, text: 'Ainda não, Mariana. Cobrei hoje de manhã.' },
      { from: 'contact', minutesAgo: 28, text: 'Assim que chegar eu te aviso por aqui.' },
    ],
    reads: [{ by: 'contact', minutesAgo: 60, afterLine: 0 }],
  },
];

const userIdOf = (db: Db, email: string): number | undefined =>
  db.prepare<[string], number>('SELECT users.id FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?').pluck().get(email);

export function seedChat(db: Db, now: Date): void {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const admin = userIdOf(db, 'admin@demo.gov.br');
  if (admin === undefined) return;
  for (const script of SCRIPTS) {
    const contact = userIdOf(db, script.contact);
    if (contact === undefined) continue;
    const who = { admin, contact };
    const conversation = openDirectConversation(db, admin, contact, at(script.lines[0]?.minutesAgo ?? 0));
    script.lines.forEach((line, index) => {
      const base = { conversationId: conversation.id, senderId: who[line.from], at: at(line.minutesAgo) };
      const message: NewChatMessage = line.image
        ? { ...base, type: 'file', file: { type: 'image', mime: 'image/png', fileName: line.image.name, bytes: line.image.bytes() } }
        : { ...base, type: 'text', content: line.text ?? '' };
      insertMessage(db, message);
      for (const read of script.reads.filter((candidate) => candidate.afterLine === index)) {
        markConversationRead(db, conversation.id, who[read.by], at(read.minutesAgo));
      }
    });
  }
}

/** A demo database from before the chat gets the demo conversations once, with its upgrade. */
export function backfillDemoChat(db: Db, migratedFrom: number, now: Date, isDemo: boolean): boolean {
  if (!isDemo || migratedFrom === 0 || migratedFrom >= CHAT_SINCE_VERSION) return false;
  if (db.prepare('SELECT count(*) FROM chat_conversations').pluck().get() !== 0) return false;
  db.transaction(() => seedChat(db, now))();
  return true;
}
