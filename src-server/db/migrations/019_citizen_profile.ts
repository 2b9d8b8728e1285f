// What a citizen's own account holds beyond the staff person (companion §3 Signup form, Profile):
// the account type (Pessoa física as 'contact', Pessoa jurídica as 'organization', the contact kinds
// of §3), the company's responsible person and secondary CPF, one postal address, and when the terms
// were accepted. And the organisation's own texts the portal shows and signup asks to accept: the
// terms of use, the usage policy and the privacy policy, one row per kind, kept as sanitised HTML.
import type { Migration } from './types';

export const citizenProfile: Migration = {
  version: 19,
  name: 'citizen_profile',
  up(db) {
    db.exec(`
      ALTER TABLE people ADD COLUMN person_type TEXT CHECK (person_type IN ('contact', 'organization', 'sector'));
      ALTER TABLE people ADD COLUMN responsibility TEXT;
      ALTER TABLE people ADD COLUMN secondary_cpf_cnpj TEXT;
      ALTER TABLE people ADD COLUMN address_zip TEXT;
      ALTER TABLE people ADD COLUMN address_street TEXT;
      ALTER TABLE people ADD COLUMN address_number TEXT;
      ALTER TABLE people ADD COLUMN address_neighborhood TEXT;
      ALTER TABLE people ADD COLUMN address_complement TEXT;
      ALTER TABLE people ADD COLUMN address_city TEXT;
      ALTER TABLE people ADD COLUMN address_state TEXT;
      ALTER TABLE users ADD COLUMN accepted_terms_at TEXT;

      CREATE TABLE organization_texts (
        organization_id INTEGER NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('terms', 'usage_policy', 'privacy')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (organization_id, kind)
      ) STRICT;
    `);
  },
};
