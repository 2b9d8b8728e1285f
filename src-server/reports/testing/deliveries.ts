// A small organisation's deliveries written straight into a bare migrated database (organisation.ts
// bareDb), for the first-response report tests whose
// answers are counted by hand: sectors (with sub-sectors), subjects with deadlines, staff, documents,
// deliveries to inboxes (each with the dispatch that brought it), answers, external sends and flow
// stages. Nothing of the demo seed is there, so every number a test expects is the test's own.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';

type Delivery = { sectorId?: number; userId?: number; at: string; dueAt?: string | null; responsibleId?: number | null; fromSectorId?: number | null };
type Answer = { type: string; at: string; fromSectorId?: number | null; fromUserId?: number | null; canceled?: boolean };
type Stage = { position: number; name: string; status: 'pending' | 'current' | 'done'; enteredAt?: string | null; dueAt?: string | null; sectorId?: number | null };

export function deliveries(db: Db) {
  let documents = 0;
  const sector = (name: string, symbol: string, parentId: number | null = null): number =>
    db.prepare<[string, string, number | null], number>('INSERT INTO sectors (name, symbol, parent_id) VALUES (?, ?, ?) RETURNING id').pluck().get(name, symbol, parentId) as number;
  const subject = (name: string, deadline: number | null = null, unit: string | null = null): number =>
    db.prepare<[string, number | null, string | null], number>('INSERT INTO subjects (name, deadline, deadline_unit) VALUES (?, ?, ?) RETURNING id').pluck().get(name, deadline, unit) as number;

  /** A staff user, member of the given sectors (the first one primary). */
  const staff = (name: string, sectorIds: readonly number[] = [], email = `${randomUUID()}@teste.gov.br`): number => {
    const personId = Number(db.prepare('INSERT INTO people (uuid, name, email) VALUES (?, ?, ?)').run(randomUUID(), name, email).lastInsertRowid);
    const userId = Number(
      db.prepare("INSERT INTO users (uuid, person_id, has_internal_access, created_at) VALUES (?, ?, 1, '2026-01-01T00:00:00.000Z')").run(randomUUID(), personId).lastInsertRowid,
    );
    sectorIds.forEach((sectorId, index) => db.prepare('INSERT INTO user_sectors (user_id, sector_id, is_primary) VALUES (?, ?, ?)').run(userId, sectorId, index === 0 ? 1 : 0));
    return userId;
  };

  const document = (input: { sectorId: number | null; subjectId: number | null; at: string; type?: string; publishedAt?: string | null }): number => {
    documents += 1;
    return db
      .prepare<unknown[], number>(
        `INSERT INTO documents (uuid, title, number, sector_id, created_at, media_type, content, content_sha256, subject_id, document_type, published_at)
         VALUES (?, 'Pedido', ?, ?, ?, 'text/html', x'00', ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(randomUUID(), `${documents}/2026`, input.sectorId, input.at, 'a'.repeat(64), input.subjectId, input.type ?? 'oficio', input.publishedAt ?? input.at) as number;
  };

  const insertDispatch = (documentId: number, answer: Answer & { toSectorId?: number | null; toUserId?: number | null }): number =>
    Number(
      db
        .prepare(
          `INSERT INTO dispatches (uuid, document_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, is_canceled, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(randomUUID(), documentId, answer.type, answer.fromUserId ?? null, answer.fromSectorId ?? null, answer.toSectorId ?? null, answer.toUserId ?? null, answer.canceled ? 1 : 0, answer.at)
        .lastInsertRowid,
    );

  /** Delivers the document to a sector inbox or a person's, by a dispatch from `fromSectorId`; the item's id. A due date left out comes from the subject (migration 034's trigger). */
  const deliver = (documentId: number, delivery: Delivery): number => {
    const dispatchId = insertDispatch(documentId, {
      type: 'dispatch',
      at: delivery.at,
      fromSectorId: delivery.fromSectorId ?? null,
      toSectorId: delivery.sectorId ?? null,
      toUserId: delivery.userId ?? null,
    });
    return Number(
      db
        .prepare(
          `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, sector_id, user_id, box, responsible_user_id, created_at, updated_at, due_at)
           VALUES (?, ?, ?, ?, ?, 'inbox', ?, ?, ?, ?)`,
        )
        .run(randomUUID(), documentId, dispatchId, delivery.sectorId ?? null, delivery.userId ?? null, delivery.responsibleId ?? null, delivery.at, delivery.at, delivery.dueAt ?? null)
        .lastInsertRowid,
    );
  };

  /** An answer written from an inbox: a reply, despacho, forward or nota of the document (a dispatch). */
  const answer = (documentId: number, input: Answer): number => insertDispatch(documentId, input);

  /** The item's printout sent to outside addresses (routes/inboxEmail.ts external/send). */
  const sendOutside = (emailId: number, at: string): void => {
    db.prepare("INSERT INTO external_sends (inbox_email_id, recipients, created_at) VALUES (?, '[\"fora@exemplo.com\"]', ?)").run(emailId, at);
  };

  const archive = (emailId: number): void => void db.prepare('UPDATE inbox_emails SET is_archived = 1 WHERE id = ?').run(emailId);
  const close = (emailId: number): void => void db.prepare('UPDATE inbox_emails SET is_archived = 1, is_closed = 1 WHERE id = ?').run(emailId);

  /** Reopens an archived item as inbox/emails.ts does: a live child copy of it, created now. */
  const reopen = (emailId: number, at: string): number =>
    Number(
      db
        .prepare(
          `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, parent_id, sector_id, user_id, box, is_read, is_reopened, created_at, updated_at, due_at)
           SELECT ?, document_id, dispatch_id, id, sector_id, user_id, 'inbox', 1, 1, ?, ?, due_at FROM inbox_emails WHERE id = ?`,
        )
        .run(randomUUID(), at, at, emailId).lastInsertRowid,
    );

  const stage = (documentId: number, input: Stage): number =>
    Number(
      db
        .prepare('INSERT INTO stages (document_id, position, name, status, entered_at, due_at, sector_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(documentId, input.position, input.name, input.status, input.enteredAt ?? null, input.dueAt ?? null, input.sectorId ?? null).lastInsertRowid,
    );

  const transition = (documentId: number, input: { from: number; to: number | null; action: 'move_stage_to' | 'archive_flow' | 'should_emit_traffic_card'; at: string; sectorId?: number | null }): void =>
    void db
      .prepare('INSERT INTO stage_transitions (document_id, from_stage_id, to_stage_id, action_type, sector_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(documentId, input.from, input.to, input.action, input.sectorId ?? null, input.at);

  return { sector, subject, staff, document, deliver, answer, sendOutside, archive, close, reopen, stage, transition };
}

export type Deliveries = ReturnType<typeof deliveries>;
