// The profile editor's values and the PUT user/profile request they make (companion §3 Profile):
// what the form shows for a profile, the switches each kind of account sees, and only the fields
// the server accepts from that account (a citizen sends no textual signature; the e-mail goes,
// with the current password, only when it changes).
import type { NotificationSetting, Profile, UpdateProfileRequest } from '../../../src-shared/api/profile';
import { formatPhoneNumber } from '../../../src-shared/format';
import { firstError, isBlank, rules } from '../../../src-shared/validation/rules';
import { formatZip } from '../../address/zipCode';

export type ProfileValues = {
  name: string;
  email: string;
  current_password: string;
  cellphone: string;
  dateOfBirth: string;
  gender: '' | 'male' | 'female' | 'other';
  responsibility: string;
  secondaryCpfCnpj: string;
  zip: string;
  street: string;
  number: string;
  neighborhood: string;
  complement: string;
  city: string;
  state: string;
  textualSignature: string;
  default_inbox_sort: 'unread' | 'createdAt';
  notifications: Record<NotificationSetting, boolean>;
};

/** Citizens are told of replies, archiving and reopening; staff also of forwards, signature requests and sector tasks. */
export const CITIZEN_SETTINGS: readonly NotificationSetting[] = ['enable_reply_internal_email', 'enable_achievement_internal_email', 'enable_reopen_internal_email'];
export const STAFF_SETTINGS: readonly NotificationSetting[] = [
  'enable_reply_internal_email',
  'enable_forward_internal_email',
  'enable_achievement_internal_email',
  'enable_reopen_internal_email',
  'enable_request_signature',
  'enable_new_sector_tasks',
];
export const settingsFor = (profile: Pick<Profile, 'is_staff'>) => (profile.is_staff ? STAFF_SETTINGS : CITIZEN_SETTINGS);

export const isCompany = (profile: Pick<Profile, 'type'>) => profile.type === 'organization';

export function profileValues(profile: Profile): ProfileValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: profile.name,
    email: text(profile.email),
    current_password: '',
    cellphone: profile.cellphone ? formatPhoneNumber(profile.cellphone) : '',
    dateOfBirth: text(profile.dateOfBirth),
    gender: profile.gender ?? '',
    responsibility: text(profile.responsibility),
    secondaryCpfCnpj: text(profile.secondaryCpfCnpj),
    zip: profile.address.zip ? formatZip(profile.address.zip) : '',
    street: text(profile.address.street),
    number: text(profile.address.number),
    neighborhood: text(profile.address.neighborhood),
    complement: text(profile.address.complement),
    city: text(profile.address.city),
    state: text(profile.address.state),
    textualSignature: text(profile.textualSignature),
    default_inbox_sort: profile.user_preferences.default_inbox_sort,
    notifications: { ...profile.external_notification_settings },
  };
}

export const emailChanges = (values: Pick<ProfileValues, 'email'>, profile: Pick<Profile, 'email'>) =>
  values.email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();

/** The §5 rules, field by field, as the server applies them. */
export function validateProfile(values: ProfileValues, profile: Profile): Partial<Record<keyof ProfileValues, string | null>> {
  const optional = (value: string, rule: (value: string) => string | null) => (isBlank(value) ? null : rule(value));
  return {
    name: firstError(rules.required(values.name), rules.fullName(values.name)),
    email: firstError(rules.required(values.email), rules.email(values.email)),
    current_password: emailChanges(values, profile) ? rules.required(values.current_password) : null,
    cellphone: firstError(rules.required(values.cellphone), rules.cellphone(values.cellphone)),
    dateOfBirth: optional(values.dateOfBirth, rules.birthday),
    secondaryCpfCnpj: isCompany(profile) ? optional(values.secondaryCpfCnpj, rules.cpf) : null,
  };
}

export function profileRequest(values: ProfileValues, profile: Profile): UpdateProfileRequest {
  const request: UpdateProfileRequest = {
    name: values.name.trim(),
    cellphone: values.cellphone,
    dateOfBirth: values.dateOfBirth === '' ? null : values.dateOfBirth,
    gender: values.gender === '' ? null : values.gender,
    address: {
      zip: values.zip,
      street: values.street,
      number: values.number,
      neighborhood: values.neighborhood,
      complement: values.complement,
      city: values.city,
      state: values.state,
    },
    external_notification_settings: Object.fromEntries(settingsFor(profile).map((name) => [name, values.notifications[name]])),
  };
  if (emailChanges(values, profile)) {
    request.email = values.email.trim();
    request.current_password = values.current_password;
  }
  if (isCompany(profile)) {
    request.responsibility = values.responsibility;
    request.secondaryCpfCnpj = values.secondaryCpfCnpj;
  }
  if (profile.is_staff) {
    request.textualSignature = values.textualSignature;
    request.user_preferences = { default_inbox_sort: values.default_inbox_sort };
  }
  return request;
}

/** The server names address errors address.zip…; the form's fields are flat. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.replace(/^address\./, '').replace(/^user_preferences\./, '').replace(/^external_notification_settings\./, 'notifications.'),
      message,
    ]),
  );
}
