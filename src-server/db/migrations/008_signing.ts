// GDOC (password) and later GOVBR signatures next to the ICP ones (issue 6, spec §4 Signing, §7
// Signatures): the signatures table is rebuilt because SQLite cannot relax NOT NULL columns. A GDOC
// signature carries no CMS and no certificate, may sign an attachment (attachment_id) instead of the
// document itself, records where the signer said it was (location) and is named by a SHA-256
// (sha256: of the CMS for ICP, of the signed statement for GDOC) that the signature manifest route
// (/signature/print/{hash}/pades) looks up. `kind` keeps its lower-case values (icp|gdoc|govbr);
// the API shows them as ICP|GDOC|GOVBR.
import { createHash } from 'node:crypto';
import type { Migration } from './types';

export const signing: Migration = {
  version: 8,
  name: 'signing',
  up(db) {
    db.exec(`
      CREATE TABLE signatures_next (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        attachment_id INTEGER REFERENCES attachments (id) ON DELETE CASCADE,
        start_id INTEGER UNIQUE REFERENCES signature_starts (id) ON DELETE SET NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('icp', 'gdoc', 'govbr')),
        format TEXT CHECK (format IS NULL OR format IN ('cades', 'pades')),
        cms BLOB,
        policy_oid TEXT,
        signer_name TEXT NOT NULL,
        signer_cpf TEXT,
        signer_cnpj TEXT,
        certificate_subject TEXT,
        certificate_issuer TEXT,
        certificate_serial TEXT,
        certificate_not_after TEXT,
        certificate_sha256 TEXT CHECK (certificate_sha256 IS NULL OR length(certificate_sha256) = 64),
        location TEXT,
        sha256 TEXT NOT NULL UNIQUE CHECK (length(sha256) = 64),
        signed_at TEXT NOT NULL,
        CHECK (kind <> 'icp' OR (cms IS NOT NULL AND certificate_subject IS NOT NULL AND certificate_sha256 IS NOT NULL))
      ) STRICT;
    `);
    const rows = db.prepare<[], { id: number; cms: Buffer }>('SELECT id, cms FROM signatures').all();
    const copy = db.prepare(
      `INSERT INTO signatures_next (id, document_id, attachment_id, start_id, user_id, kind, format, cms, policy_oid, signer_name,
         signer_cpf, signer_cnpj, certificate_subject, certificate_issuer, certificate_serial, certificate_not_after,
         certificate_sha256, location, sha256, signed_at)
       SELECT id, document_id, NULL, start_id, user_id, kind, format, cms, policy_oid, signer_name, signer_cpf, signer_cnpj,
         certificate_subject, certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, NULL, ?, signed_at
       FROM signatures WHERE id = ?`,
    );
    for (const row of rows) copy.run(createHash('sha256').update(row.cms).digest('hex'), row.id);
    db.exec(`
      DROP TABLE signatures;
      ALTER TABLE signatures_next RENAME TO signatures;
      CREATE INDEX signatures_document ON signatures (document_id);
      CREATE INDEX signatures_attachment ON signatures (attachment_id);
      CREATE INDEX signatures_user ON signatures (user_id, signed_at);
    `);
  },
};
