// A citizen account as signup will leave it: external, no internal access, e-mail not verified yet.
// Written straight to the database, for tests about what comes after signup (POST user/register has its own).
import { randomUUID } from 'node:crypto';
import { hashPasswordSync } from '../auth/passwords';
import type { Db } from '../db/open';

export type NewCitizen = { name: string; email: string; password: string; cpf?: string | null };

export function createUnverifiedCitizen(db: Db, citizen: NewCitizen): number {
  return db.transaction(() => {
    const personId = Number(
      db
        .prepare('INSERT INTO people (uuid, name, email, cpf_cnpj) VALUES (?, ?, ?, ?)')
        .run(randomUUID(), citizen.name, citizen.email.toLowerCase(), citizen.cpf ?? null).lastInsertRowid,
    );
    return Number(
      db
        .prepare(
          `INSERT INTO users (uuid, person_id, password_hash, has_internal_access, origin, account_verified_at, has_been_logged, created_at)
           VALUES (?, ?, ?, 0, 'external', NULL, 1, ?)`,
        )
        .run(randomUUID(), personId, hashPasswordSync(citizen.password), new Date().toISOString()).lastInsertRowid,
    );
  })();
}
