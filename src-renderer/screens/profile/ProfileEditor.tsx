// One profile editor for both builds (companion §3 Profile): the photo, personal data (the CPF/CNPJ
// shown, never edited), the company's responsible person for company accounts, the address with
// the CEP lookup and IBGE's states and cities, the e-mail notification switches and, for staff,
// the textual signature and the inbox's default order. Field errors of the server land on their
// fields; the saved profile replaces the cached one and the logged user is read again.
import { Button, Divider, Grid, PasswordInput, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState, type ReactNode } from 'react';
import type { Profile } from '../../../src-shared/api/profile';
import { formatPhoneNumber, maskDocumentNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { isValidCellphone } from '../../../src-shared/validation/rules';
import { profileApi } from '../../api/client';
import { ADDRESS_FIELDS, AddressFields, type AddressField, type AddressValue } from '../../address/AddressFields';
import { queryClient } from '../../app/queryClient';
import { toast } from '../../app/toasts';
import { fieldErrorsOf, refusalOf } from '../../components/serverErrors';
import { ME_KEY } from '../../session/queries';
import { FormRefusal } from '../account/FormRefusal';
import { ProfilePhoto } from './ProfilePhoto';
import { PROFILE_KEY } from './useProfile';
import { emailChanges, formErrorsOf, isCompany, profileRequest, profileValues, settingsFor, validateProfile, type ProfileValues } from './profileForm';

const p = messages.profileEditor;
const f = p.fields;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const typeLabel = (type: Profile['type']) => (type === 'organization' ? f.typeOrganization : type === 'sector' ? f.typeSector : f.typeContact);

type Props = { profile: Profile; onSaved?: (profile: Profile) => void };

export function ProfileEditor({ profile, onSaved }: Props) {
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(profile),
    validate: (values) => Object.fromEntries(Object.entries(validateProfile(values, profile)).filter(([, error]) => error)),
  });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const company = isCompany(profile);

  const refresh = async () => {
    const next = await profileApi.get();
    queryClient.setQueryData(PROFILE_KEY, next);
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await profileApi.update(profileRequest(values, profile));
      queryClient.setQueryData(PROFILE_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      form.setFieldValue('current_password', '');
      toast.success(p.saved);
      onSaved?.(saved);
    } catch (error) {
      form.setErrors(formErrorsOf(fieldErrorsOf(error)));
      setRefusal(refusalOf(error));
      toast.error(p.saveError);
    } finally {
      setSaving(false);
    }
  });

  const setFieldValue = form.setFieldValue;
  const changeAddress = useCallback(
    (patch: Partial<AddressValue>) => {
      for (const [field, value] of Object.entries(patch)) setFieldValue(field as AddressField, value);
    },
    [setFieldValue],
  );

  const values = form.getValues();
  const askPassword = emailChanges(values, profile);
  const text = (key: keyof ProfileValues) => ({ key: form.key(key), ...form.getInputProps(key) });

  return (
    <Stack gap="xl">
      <Section title={p.sections.photo}>
        <ProfilePhoto profile={profile} onChange={refresh} />
      </Section>
      <form onSubmit={submit} noValidate aria-label={p.title}>
        <Stack gap="xl">
          <FormRefusal message={refusal} />
          <Section title={p.sections.personal}>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={f.type} value={typeLabel(profile.type)} readOnly variant="filled" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={f.cpfCnpj}
                  value={maskDocumentNumber(profile.cpfCnpj)}
                  readOnly
                  variant="filled"
                  description={f.cpfCnpjLocked}
                  data-testid="profile-cpf"
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label={company ? f.companyName : f.name} autoComplete="name" required {...text('name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={f.email} type="email" autoComplete="email" required {...text('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={f.cellphone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  {...text('cellphone')}
                  onBlur={(event) => {
                    const value = event.currentTarget.value;
                    if (isValidCellphone(value)) form.setFieldValue('cellphone', formatPhoneNumber(value));
                    form.validateField('cellphone');
                  }}
                />
              </Grid.Col>
              {askPassword && (
                <Grid.Col span={12}>
                  <PasswordInput label={f.currentPassword} description={f.currentPasswordHint} autoComplete="current-password" required {...text('current_password')} />
                </Grid.Col>
              )}
              {!company && (
                <>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput label={f.dateOfBirth} type="date" autoComplete="bday" {...text('dateOfBirth')} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Select
                      label={f.gender}
                      data={[
                        { value: '', label: f.genderNone },
                        { value: 'female', label: f.genderFemale },
                        { value: 'male', label: f.genderMale },
                        { value: 'other', label: f.genderOther },
                      ]}
                      allowDeselect={false}
                      {...text('gender')}
                    />
                  </Grid.Col>
                </>
              )}
            </Grid>
          </Section>
          {company && (
            <Section title={p.sections.company}>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput label={f.responsibility} autoComplete="off" {...text('responsibility')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput label={f.secondaryCpf} inputMode="numeric" autoComplete="off" {...text('secondaryCpfCnpj')} />
                </Grid.Col>
              </Grid>
            </Section>
          )}
          <Section title={p.sections.address}>
            <AddressFields
              layout="streetFirst"
              value={values}
              onChange={changeAddress}
              errors={Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form.errors[field] as string | undefined]))}
              maxLength={{ complement: 120 }}
              zipTestId="profile-zip"
            />
          </Section>
          {profile.is_staff && (
            <Section title={p.sections.preferences}>
              <Textarea label={f.textualSignature} description={f.textualSignatureHint} autosize minRows={2} maxLength={255} {...text('textualSignature')} />
              <Select
                label={f.defaultInboxSort}
                data={[
                  { value: 'unread', label: f.sortUnread },
                  { value: 'createdAt', label: f.sortCreatedAt },
                ]}
                allowDeselect={false}
                {...text('default_inbox_sort')}
              />
            </Section>
          )}
          <Section title={p.sections.notifications}>
            <Text size="sm" c="dimmed">
              {p.notifications.intro}
            </Text>
            {settingsFor(profile).map((name) => (
              <Switch
                key={form.key(`notifications.${name}`)}
                label={p.notifications[name]}
                {...form.getInputProps(`notifications.${name}`, { type: 'checkbox' })}
              />
            ))}
          </Section>
          <Divider />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
            {p.save}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
