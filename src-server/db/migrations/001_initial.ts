// The organisation directory: who works where, with which roles and permissions. Booleans are
// INTEGER 0/1, timestamps ISO-8601 UTC text (they sort as text), e-mails stored lower-case.
import type { Migration } from './types';

const bool = (column: string, fallback: 0 | 1) =>
  `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

export const initial: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE organization (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('public', 'private')),
        document_number TEXT NOT NULL,
        telephones TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(telephones)),
        address_street TEXT NOT NULL DEFAULT '',
        address_number TEXT NOT NULL DEFAULT '',
        address_neighborhood TEXT NOT NULL DEFAULT '',
        address_city TEXT NOT NULL DEFAULT '',
        address_state TEXT NOT NULL DEFAULT '',
        address_zip TEXT NOT NULL DEFAULT '',
        logo_mime TEXT,
        logo_data BLOB,
        primary_color TEXT,
        ${bool('is_ged_module_enabled', 1)},
        ${bool('is_govbr_login_enable', 0)},
        ${bool('is_moodle_enabled', 0)},
        ged_app_url TEXT,
        limit_days_to_first_login INTEGER NOT NULL DEFAULT 5,
        paper_price REAL NOT NULL DEFAULT 0,
        print_price REAL NOT NULL DEFAULT 0,
        support_url TEXT,
        privacy_url TEXT,
        terms_url TEXT
      ) STRICT;

      CREATE TABLE sectors (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        symbol TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT 'sector' CHECK (type IN ('sector', 'work-group')),
        parent_id INTEGER REFERENCES sectors (id) ON DELETE RESTRICT,
        color TEXT,
        telephone TEXT,
        ramal TEXT,
        status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
        internal_email TEXT,
        CHECK (parent_id IS NULL OR parent_id <> id)
      ) STRICT;
      CREATE INDEX sectors_parent ON sectors (parent_id);

      CREATE TABLE permissions (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        readable_name TEXT NOT NULL,
        subgroup TEXT NOT NULL,
        group_name TEXT NOT NULL
      ) STRICT;

      CREATE TABLE roles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        ${bool('is_default', 0)}
      ) STRICT;

      CREATE TABLE role_permissions (
        role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, permission_id)
      ) STRICT;

      CREATE TABLE people (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        email TEXT COLLATE NOCASE,
        cellphone TEXT,
        cpf_cnpj TEXT,
        gender TEXT CHECK (gender IN ('male', 'female', 'other')),
        date_of_birth TEXT,
        textual_signature TEXT,
        photo_link TEXT
      ) STRICT;
      CREATE UNIQUE INDEX people_email_unique ON people (email);
      CREATE UNIQUE INDEX people_cpf_cnpj_unique ON people (cpf_cnpj);

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        person_id INTEGER NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
        password_hash TEXT,
        status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
        ${bool('has_internal_access', 0)},
        origin TEXT NOT NULL DEFAULT 'internal' CHECK (origin IN ('internal', 'external')),
        account_verified_at TEXT,
        ${bool('reset_password_on_login', 0)},
        ${bool('need_update_contacts', 0)},
        ${bool('need_update_password', 0)},
        ${bool('has_been_logged', 0)},
        default_inbox_sort TEXT NOT NULL DEFAULT 'unread' CHECK (default_inbox_sort IN ('unread', 'createdAt')),
        account_level TEXT CHECK (account_level IN ('bronze', 'silver', 'gold')),
        provider TEXT,
        ged_user_id INTEGER,
        ${bool('user_has_own_email', 1)},
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE user_roles (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, role_id)
      ) STRICT;

      CREATE TABLE user_permissions (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, permission_id)
      ) STRICT;

      CREATE TABLE user_sectors (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sector_id INTEGER NOT NULL REFERENCES sectors (id) ON DELETE CASCADE,
        ${bool('is_primary', 0)},
        PRIMARY KEY (user_id, sector_id)
      ) STRICT;
      -- Choosing a primary sector replaces the previous one (companion spec §4): at most one per user.
      CREATE UNIQUE INDEX user_sectors_one_primary ON user_sectors (user_id) WHERE is_primary = 1;
      CREATE INDEX user_sectors_sector ON user_sectors (sector_id);
    `);
  },
};
