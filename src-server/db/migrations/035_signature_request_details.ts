// Migration 035 (issue 19): signature requests carry what the requester says and when it is due,
// the signer's reason when declining, and may cover attachments and several documents at once.
//
// Design: one row stays one (signer, target) pair, so every query that reads signature_requests
// by document and user (the signing screen, canSignDocument, the bell) keeps working unchanged.
//   - attachment_id: null for the document itself, else the attachment of that document to sign.
//   - block_uuid: the rows created by one request (one call: its signers × its targets) share it,
//     so the signer signs the block's targets in one run (SEI's "bloco de assinatura"), and the
//     requester cancels the whole block or one signer's part of it. Rows from before this
//     migration, and every request of one target, get their own uuid as block, so "the rows of
//     my block" is always a plain equality.
//   - message (≤ 1000 characters) and due_at (ISO UTC) are the requester's, repeated on every row
//     of the block (a block is written once and never edited, so the copies cannot disagree).
//   - decline_reason: the signer's reason, on the rows a decline closed.
import type { Migration } from './types';

export const SIGNATURE_REQUEST_MESSAGE_MAX = 1000;

export const signatureRequestDetails: Migration = {
  version: 35,
  name: 'signature_request_details',
  up(db) {
    db.exec(`
      ALTER TABLE signature_requests ADD COLUMN attachment_id INTEGER REFERENCES attachments (id) ON DELETE CASCADE;
      ALTER TABLE signature_requests ADD COLUMN block_uuid TEXT;
      ALTER TABLE signature_requests ADD COLUMN message TEXT CHECK (message IS NULL OR length(message) <= ${SIGNATURE_REQUEST_MESSAGE_MAX});
      ALTER TABLE signature_requests ADD COLUMN due_at TEXT;
      ALTER TABLE signature_requests ADD COLUMN decline_reason TEXT;
      UPDATE signature_requests SET block_uuid = uuid WHERE block_uuid IS NULL;
      CREATE INDEX signature_requests_block ON signature_requests (block_uuid, requested_user_id);
      CREATE INDEX signature_requests_requester ON signature_requests (requested_by_user_id, created_at);
    `);
  },
};
