// The internal user's personal data (companion §3 Internal user): each field with the server's
// error under it (keys as the server names them: person.name, person.cpfCnpj…).
import { PasswordInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { GENDERS } from '../../../src-shared/api/signup';
import { messages } from '../../../src-shared/messages';
import type { FieldRenderProps } from '../resource/defineResource';
import type { UserForm } from './userForm';

const t = messages.userScreens;

type Props = Omit<FieldRenderProps<UserForm>, 'error'>;
type PersonKey = keyof UserForm['person'];

export function PersonFields({ values, setValue, errors, disabled }: Props) {
  const person = values.person;
  const set = <Key extends PersonKey>(key: Key, value: UserForm['person'][Key]) => setValue('person', { ...person, [key]: value });
  const text = (key: Exclude<PersonKey, 'gender' | 'registration'>, label: string, extra: { required?: boolean; maxLength: number; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }) => (
    <TextInput
      label={label}
      withAsterisk={extra.required}
      maxLength={extra.maxLength}
      type={extra.type}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      value={person[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={errors[`person.${key}`]}
      disabled={disabled}
      data-field={`person.${key}`}
    />
  );
  return (
    <Stack gap="md" maw={720}>
      {text('name', t.name, { required: true, maxLength: 255 })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('cpfCnpj', t.cpf, { required: true, maxLength: 14, inputMode: 'numeric' })}
        {text('email', t.email, { required: true, maxLength: 255, type: 'email', inputMode: 'email' })}
        {text('cellphone', t.cellphone, { maxLength: 30, type: 'tel', inputMode: 'tel' })}
        {text('dateOfBirth', t.dateOfBirth, { maxLength: 10, type: 'date' })}
        <Select
          label={t.gender}
          placeholder={t.genderNone}
          data={GENDERS.map((gender) => ({ value: gender, label: t.genders[gender] }))}
          value={person.gender}
          onChange={(next) => set('gender', next as UserForm['person']['gender'])}
          clearable
          error={errors['person.gender']}
          disabled={disabled}
          data-field="person.gender"
        />
        {text('responsibility', t.responsibility, { maxLength: 255 })}
      </SimpleGrid>
      {text('textualSignature', t.textualSignature, { maxLength: 255 })}
      <TagsInput
        label={t.registration}
        description={t.registrationHint}
        value={person.registration}
        onChange={(next) => set('registration', next)}
        splitChars={[';', ',']}
        maxTags={20}
        clearable
        error={errors['person.registration'] ?? Object.entries(errors).find(([key]) => key.startsWith('person.registration.'))?.[1]}
        disabled={disabled}
        data-field="person.registration"
      />
      <Switch
        label={t.federalEmployee}
        checked={values.is_federal_employee}
        onChange={(event) => setValue('is_federal_employee', event.currentTarget.checked)}
        error={errors.is_federal_employee}
        disabled={disabled}
      />
    </Stack>
  );
}

/**
 * A new user needs an initial password unless "Redefinir a senha no primeiro acesso" is chosen:
 * then it is optional, and without one the user is mailed the first-access link.
 */
export function PasswordFields({ values, setValue, errors, disabled, item }: Props) {
  const creating = item === undefined;
  const hint = !creating ? t.passwordEditHint : values.reset_password_on_login ? t.passwordOptionalHint : undefined;
  return (
    <Stack gap="sm" maw={720}>
      <PasswordInput
        label={t.password}
        description={hint}
        withAsterisk={creating && !values.reset_password_on_login}
        autoComplete="new-password"
        maxLength={200}
        value={values.password}
        onChange={(event) => setValue('password', event.currentTarget.value)}
        error={errors.password}
        disabled={disabled}
        data-field="password"
      />
      <Switch
        label={t.resetPasswordOnLogin}
        description={t.resetPasswordOnLoginHint}
        checked={values.reset_password_on_login}
        onChange={(event) => setValue('reset_password_on_login', event.currentTarget.checked)}
        error={errors.reset_password_on_login}
        disabled={disabled}
      />
    </Stack>
  );
}
