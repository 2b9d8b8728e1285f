// Certificate login challenges and ICP signatures: a minimal signable document (issue 4 extends
// documents), each signature started by a user with a certificate, and the verified CMS kept as
// signed. Challenges are stored as SHA-256 like access tokens, so a database copy replays nothing.
import type { Migration } from './types';

export const signatures: Migration = {
  version: 3,
  name: 'signatures',
  up(db) {
    db.exec(`
      -- Which PAdES form the organisation's PDFs are signed in. ETSI.CAdES.detached by default:
      -- Acrobat and poppler validate it, while the policy's literal PBAD.PAdES form shows as
      -- "cannot validate" in common readers, so citizens would doubt a valid signature. Both are
      -- PAdES AD-RB v1.3 signatures (same CMS, same policy); an organisation whose validators
      -- require the literal form switches to PBAD.PAdES.
      ALTER TABLE organization ADD COLUMN pades_signature_form TEXT NOT NULL DEFAULT 'ETSI.CAdES.detached'
        CHECK (pades_signature_form IN ('ETSI.CAdES.detached', 'PBAD.PAdES'));

      CREATE TABLE pki_tokens (
        id INTEGER PRIMARY KEY,
        token_sha256 TEXT NOT NULL UNIQUE,
        issued_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      ) STRICT;
      CREATE INDEX pki_tokens_expires ON pki_tokens (expires_at);

      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        number TEXT NOT NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE RESTRICT,
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        media_type TEXT NOT NULL,
        content BLOB NOT NULL,
        content_sha256 TEXT NOT NULL CHECK (length(content_sha256) = 64)
      ) STRICT;
      CREATE INDEX documents_sector ON documents (sector_id);
      CREATE INDEX documents_created_by ON documents (created_by);

      CREATE TABLE signature_starts (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        certificate_der BLOB NOT NULL,
        digest_sha256 TEXT NOT NULL CHECK (length(digest_sha256) = 64),
        type TEXT NOT NULL,
        is_ged INTEGER NOT NULL DEFAULT 0 CHECK (is_ged IN (0, 1)),
        signed_by_user INTEGER NOT NULL DEFAULT 1 CHECK (signed_by_user IN (0, 1)),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        completed_at TEXT
      ) STRICT;
      CREATE INDEX signature_starts_document ON signature_starts (document_id);
      CREATE INDEX signature_starts_user ON signature_starts (user_id);

      CREATE TABLE signatures (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        start_id INTEGER UNIQUE REFERENCES signature_starts (id) ON DELETE SET NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('icp', 'gdoc', 'govbr')),
        format TEXT NOT NULL CHECK (format IN ('cades', 'pades')),
        cms BLOB NOT NULL,
        policy_oid TEXT,
        signer_name TEXT NOT NULL,
        signer_cpf TEXT,
        signer_cnpj TEXT,
        certificate_subject TEXT NOT NULL,
        certificate_issuer TEXT NOT NULL,
        certificate_serial TEXT NOT NULL,
        certificate_not_after TEXT NOT NULL,
        certificate_sha256 TEXT NOT NULL CHECK (length(certificate_sha256) = 64),
        signed_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX signatures_document ON signatures (document_id);
    `);
  },
};
