// The demo organisation's external contacts (companion §3 External contact): the two companies the
// documents are addressed to become Pessoa jurídica contacts with an address, and Construtora Vale
// Verde has a Pessoa física and a Setor de organização of its own, so the administration's list,
// its kinds and the organisation picker have something to show. None has a password (they are
// addressees, not portal users) and all were registered by the organisation (origin internal).
import { randomUUID } from 'node:crypto';
import type { Db } from '../open';
import { DEMO_COMPANIES } from './documentCreation';

type DemoContact = {
  name: string;
  type: 'contact' | 'sector';
  email: string;
  cpf: string | null;
  profession: string | null;
  mainContactName: string | null;
  cellphone: string;
};

const COMPANY_DETAILS: Record<string, { companyName: string; mainContactName: string; zip: string; street: string; number: string; neighborhood: string }> = {
  '11444777000161': { companyName: 'Construtora Vale Verde Ltda.', mainContactName: 'Rafael Moreira Tavares', zip: '37500000', street: 'Avenida das Acácias', number: '1200', neighborhood: 'Distrito Industrial' },
  '45723174000110': { companyName: 'Associação de Moradores do Bairro São João', mainContactName: 'Irene Campos Vieira', zip: '37500000', street: 'Rua São João', number: '45', neighborhood: 'São João' },
};

/** Members of Construtora Vale Verde (the first company). */
export const DEMO_EXTERNAL_CONTACTS: readonly DemoContact[] = [
  { name: 'Rafael Moreira Tavares', type: 'contact', email: 'rafael.tavares@valeverde.demo.com.br', cpf: '64554292495', profession: 'Engenheiro civil', mainContactName: null, cellphone: '35991234567' },
  { name: 'Departamento de Compras Vale Verde', type: 'sector', email: 'compras@valeverde.demo.com.br', cpf: null, profession: null, mainContactName: 'Sueli Aparecida Rocha', cellphone: '3536221100' },
];

/** How many accounts this adds to the demo users. */
export const DEMO_CONTACT_ACCOUNTS = DEMO_COMPANIES.length + DEMO_EXTERNAL_CONTACTS.length;

export function seedExternalContacts(db: Db, createdAt: string): void {
  const insertUser = db.prepare<[string, number, number | null, string], unknown>(
    `INSERT INTO users (uuid, person_id, password_hash, has_internal_access, origin, contact_organization_id, created_at)
     VALUES (?, ?, NULL, 0, 'internal', ?, ?)`,
  );
  const companyPerson = db.prepare<[string], number>('SELECT id FROM people WHERE cpf_cnpj = ?').pluck();
  const describeCompany = db.prepare(
    `UPDATE people SET person_type = 'organization', company_name = @companyName, main_contact_name = @mainContactName,
       address_zip = @zip, address_street = @street, address_number = @number, address_neighborhood = @neighborhood,
       address_city = 'Itajubá', address_state = 'MG' WHERE id = @id`,
  );
  const companyAccounts: number[] = [];
  for (const company of DEMO_COMPANIES) {
    const personId = companyPerson.get(company.cnpj);
    const details = COMPANY_DETAILS[company.cnpj];
    if (personId === undefined || details === undefined) throw new Error(`Demo company ${company.cnpj} missing`);
    describeCompany.run({ id: personId, ...details });
    companyAccounts.push(Number((insertUser.run(randomUUID(), personId, null, createdAt) as { lastInsertRowid: number | bigint }).lastInsertRowid));
  }

  const insertPerson = db.prepare(
    `INSERT INTO people (uuid, name, email, cellphone, cpf_cnpj, person_type, profession, main_contact_name, address_city, address_state)
     VALUES (@uuid, @name, @email, @cellphone, @cpf, @type, @profession, @mainContactName, 'Itajubá', 'MG')`,
  );
  for (const contact of DEMO_EXTERNAL_CONTACTS) {
    const personId = Number(insertPerson.run({ uuid: randomUUID(), ...contact }).lastInsertRowid);
    insertUser.run(randomUUID(), personId, companyAccounts[0] ?? null, createdAt);
  }

  // The demo portal accounts (seeded before contacts had kinds) are Pessoa física, as signup makes them.
  db.prepare(
    `UPDATE people SET person_type = 'contact'
     WHERE person_type IS NULL AND id IN (SELECT person_id FROM users WHERE has_internal_access = 0 AND origin = 'external')`,
  ).run();
}
