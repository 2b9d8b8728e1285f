// The logged user's profile as companion §3 shapes it, the external-notification switches
// (migration 023, users.notify_*) and the profile photo's row (profile_photos).
import { randomBytes } from 'node:crypto';
import { NOTIFICATION_SETTINGS, type NotificationSetting, type NotificationSettings, type Profile } from '../../src-shared/api/profile';
import type { Db } from '../db/open';
import type { PersonRow, UserRow } from '../repos/users';

/** Each §3 switch and the users column that keeps it. */
export const SETTING_COLUMNS: Record<NotificationSetting, string> = {
  enable_achievement_internal_email: 'notify_achievement_email',
  enable_forward_internal_email: 'notify_forward_email',
  enable_reopen_internal_email: 'notify_reopen_email',
  enable_reply_internal_email: 'notify_reply_email',
  enable_request_signature: 'notify_signature_request_email',
  enable_new_sector_tasks: 'notify_new_sector_task_email',
};

export type ProfilePerson = PersonRow & {
  person_type: 'contact' | 'organization' | 'sector' | null;
  responsibility: string | null;
  secondary_cpf_cnpj: string | null;
  address_zip: string | null;
  address_street: string | null;
  address_number: string | null;
  address_neighborhood: string | null;
  address_complement: string | null;
  address_city: string | null;
  address_state: string | null;
};

export type PhotoRow = { person_id: number; file_key: string; thumbnail_key: string; mime_type: string; content: Buffer; thumbnail: Buffer; updated_at: string };

export const photoPath = (key: string) => `person/image/${key}`;
export const newPhotoKey = () => randomBytes(32).toString('base64url');

export function profilePerson(db: Db, personId: number): ProfilePerson | undefined {
  return db.prepare<[number], ProfilePerson>('SELECT * FROM people WHERE id = ?').get(personId);
}

export function notificationSettingsOf(db: Db, userId: number): NotificationSettings {
  const columns = NOTIFICATION_SETTINGS.map((name) => `${SETTING_COLUMNS[name]} AS ${name}`).join(', ');
  const row = db.prepare<[number], Record<NotificationSetting, number>>(`SELECT ${columns} FROM users WHERE id = ?`).get(userId);
  return Object.fromEntries(NOTIFICATION_SETTINGS.map((name) => [name, row?.[name] !== 0])) as NotificationSettings;
}

export function setNotificationSettings(db: Db, userId: number, settings: Partial<NotificationSettings>): void {
  for (const name of NOTIFICATION_SETTINGS) {
    const value = settings[name];
    if (value !== undefined) db.prepare(`UPDATE users SET ${SETTING_COLUMNS[name]} = ? WHERE id = ?`).run(value ? 1 : 0, userId);
  }
}

/** Whether a user wants the e-mail of one kind of notification (defaults on). */
export function wantsEmail(db: Db, userId: number, setting: NotificationSetting): boolean {
  return notificationSettingsOf(db, userId)[setting];
}

export const photoOfPerson = (db: Db, personId: number) =>
  db.prepare<[number], PhotoRow>('SELECT * FROM profile_photos WHERE person_id = ?').get(personId);

export const photoByKey = (db: Db, key: string) =>
  db.prepare<[string, string], PhotoRow>('SELECT * FROM profile_photos WHERE file_key = ? OR thumbnail_key = ?').get(key, key);

export function profileView(db: Db, user: UserRow, person: ProfilePerson): Profile {
  const photo = photoOfPerson(db, person.id);
  return {
    type: person.person_type,
    name: person.name,
    cpfCnpj: person.cpf_cnpj,
    email: person.email,
    secondaryCpfCnpj: person.secondary_cpf_cnpj,
    dateOfBirth: person.date_of_birth,
    gender: person.gender,
    address: {
      zip: person.address_zip,
      street: person.address_street,
      number: person.address_number,
      neighborhood: person.address_neighborhood,
      complement: person.address_complement,
      city: person.address_city,
      state: person.address_state,
    },
    address_id: null,
    responsibility: person.responsibility,
    cellphone: person.cellphone,
    textualSignature: person.textual_signature,
    photo_link: photo ? photoPath(photo.thumbnail_key) : null,
    profile_remote_file_key: photo?.file_key ?? null,
    profile_remote_thumbnail_file_key: photo?.thumbnail_key ?? null,
    external_notification_settings: notificationSettingsOf(db, user.id),
    user_preferences: { default_inbox_sort: user.default_inbox_sort },
    is_staff: user.has_internal_access === 1,
  };
}
