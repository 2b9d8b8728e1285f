// Step 2: the person (or company) and how to reach them. CPF, CNPJ and telephone are masked as typed.
import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GENDERS, type Gender } from '../../../../src-shared/api/signup';
import { messages } from '../../../../src-shared/messages';
import { maskCnpj, maskCpf, maskPhone, type SignupDraft } from './signupDraft';
import { useSignup } from './useSignup';

const s = messages.signup;

export function PersonalStep() {
  const draft = useSignup((state) => state.draft);
  const errors = useSignup((state) => state.errors);
  const update = useSignup((state) => state.update);
  const company = draft.type === 'organization';
  const text = (field: keyof SignupDraft, mask?: (value: string) => string) => ({
    value: draft[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      update({ [field]: mask ? mask(value) : value });
    },
    error: errors[field as keyof typeof errors],
    withAsterisk: true,
  });

  return (
    <Stack gap="sm">
      <TextInput label={company ? s.companyName : s.name} autoComplete={company ? 'organization' : 'name'} maxLength={255} {...text('name')} />
      <TextInput
        label={company ? s.cnpj : s.cpf}
        placeholder={company ? '00.000.000/0000-00' : '000.000.000-00'}
        inputMode={company ? 'text' : 'numeric'}
        maxLength={company ? 18 : 14}
        {...text('cpfCnpj', company ? maskCnpj : maskCpf)}
      />
      {company && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={s.responsibility} autoComplete="name" maxLength={255} {...text('responsibility')} />
          <TextInput label={s.secondaryCpf} placeholder="000.000.000-00" inputMode="numeric" maxLength={14} {...text('secondaryCpf', maskCpf)} />
        </SimpleGrid>
      )}
      <TextInput type="date" label={company ? s.companyDate : s.dateOfBirth} autoComplete="bday" max="9999-12-31" {...text('dateOfBirth')} />
      <Radio.Group
        label={s.gender}
        value={draft.gender}
        onChange={(value) => update({ gender: value as Gender })}
        error={errors.gender}
        withAsterisk
        name="signup-gender"
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={s.genders[gender]} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={s.telephone} placeholder="(00) 00000-0000" type="tel" autoComplete="tel-national" maxLength={15} {...text('cellphone', maskPhone)} />
        <TextInput label={s.email} type="email" autoComplete="email" maxLength={255} {...text('email')} />
      </SimpleGrid>
    </Stack>
  );
}
