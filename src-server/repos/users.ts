// Users and the people they are. A user is the account (status, flags, password); a person holds
// the identity and contacts, so a future external contact can exist without an account.
import type { Db } from '../db/open';

type Flag = 0 | 1;

export type UserRow = {
  id: number;
  uuid: string;
  person_id: number;
  password_hash: string | null;
  status: 'enabled' | 'disabled';
  has_internal_access: Flag;
  origin: 'internal' | 'external';
  account_verified_at: string | null;
  reset_password_on_login: Flag;
  need_update_contacts: Flag;
  need_update_password: Flag;
  has_been_logged: Flag;
  default_inbox_sort: 'unread' | 'createdAt';
  desktop_notifications: Flag;
  account_level: 'bronze' | 'silver' | 'gold' | null;
  provider: string | null;
  ged_user_id: number | null;
  user_has_own_email: Flag;
  created_at: string;
};

export type PersonRow = {
  id: number;
  uuid: string;
  name: string;
  email: string | null;
  cellphone: string | null;
  cpf_cnpj: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  textual_signature: string | null;
  photo_link: string | null;
};

export type PersonContactUpdate = Pick<PersonRow, 'name' | 'email' | 'cellphone' | 'gender' | 'textual_signature'>;

export function createUsersRepo(db: Db) {
  const byEmail = db.prepare<[string], UserRow>(
    'SELECT users.* FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?',
  );
  const byCpfCnpj = db.prepare<[string], UserRow>(
    'SELECT users.* FROM users JOIN people ON people.id = users.person_id WHERE people.cpf_cnpj = ?',
  );
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const personById = db.prepare<[number], PersonRow>('SELECT * FROM people WHERE id = ?');
  const emailOwner = db.prepare<[string], { id: number }>('SELECT id FROM people WHERE email = ?');
  const markLogged = db.prepare<[number]>('UPDATE users SET has_been_logged = 1 WHERE id = ?');
  const updatePerson = db.prepare<PersonContactUpdate & { id: number }>(
    `UPDATE people SET name = @name, email = @email, cellphone = @cellphone, gender = @gender,
       textual_signature = @textual_signature WHERE id = @id`,
  );
  const setInboxSort = db.prepare<[string, number]>('UPDATE users SET default_inbox_sort = ? WHERE id = ?');
  const setDesktopNotifications = db.prepare<[Flag, number]>('UPDATE users SET desktop_notifications = ? WHERE id = ?');
  const setPassword = db.prepare<[string, number]>(
    `UPDATE users SET password_hash = ?, need_update_password = 0, reset_password_on_login = 0 WHERE id = ?`,
  );
  const replaceHash = db.prepare<[string, number, string]>('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?');
  const setNeedUpdateContacts = db.prepare<[Flag, number]>('UPDATE users SET need_update_contacts = ? WHERE id = ?');
  const setStatus = db.prepare<[string, number]>('UPDATE users SET status = ? WHERE id = ?');

  return {
    /** E-mails are stored lower-case and the column compares without case. */
    findByEmail: (email: string) => byEmail.get(email.toLowerCase()),
    findByCpfCnpj: (cpfCnpj: string) => byCpfCnpj.get(cpfCnpj),
    findById: (id: number) => byId.get(id),
    personOf: (user: Pick<UserRow, 'person_id'>) => personById.get(user.person_id),
    emailBelongsToAnother(email: string, personId: number): boolean {
      const owner = emailOwner.get(email.toLowerCase());
      return owner !== undefined && owner.id !== personId;
    },
    markLogged: (userId: number) => void markLogged.run(userId),
    updatePerson: (personId: number, fields: PersonContactUpdate) => void updatePerson.run({ ...fields, id: personId }),
    setInboxSort: (userId: number, sort: UserRow['default_inbox_sort']) => void setInboxSort.run(sort, userId),
    setDesktopNotifications: (userId: number, on: boolean) => void setDesktopNotifications.run(on ? 1 : 0, userId),
    /** A new password also settles the "must change your password" flags. */
    setPassword: (userId: number, hash: string) => void setPassword.run(hash, userId),
    /** The same password under a new hash; a no-op if the password changed meanwhile. */
    replacePasswordHash: (userId: number, oldHash: string, newHash: string) => void replaceHash.run(newHash, userId, oldHash),
    setNeedUpdateContacts: (userId: number, value: boolean) => void setNeedUpdateContacts.run(value ? 1 : 0, userId),
    setStatus: (userId: number, status: UserRow['status']) => void setStatus.run(status, userId),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
