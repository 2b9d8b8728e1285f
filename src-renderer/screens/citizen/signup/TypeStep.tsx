// Step 1: Pessoa física (a citizen, CPF) or Pessoa jurídica (a company, CNPJ and its responsible person).
import { Radio, Stack, Text } from '@mantine/core';
import type { SignupType } from '../../../../src-shared/api/signup';
import { messages } from '../../../../src-shared/messages';
import { useSignup } from './useSignup';

const s = messages.signup;

export function TypeStep() {
  const type = useSignup((state) => state.draft.type);
  const error = useSignup((state) => state.errors.type);
  const update = useSignup((state) => state.update);
  return (
    <Radio.Group
      label={s.typeLegend}
      value={type}
      onChange={(value) => update({ type: value as SignupType })}
      error={error}
      withAsterisk
      name="signup-type"
    >
      <Stack gap="sm" mt="xs">
        {(
          [
            ['contact', s.typeContact, s.typeContactHint],
            ['organization', s.typeOrganization, s.typeOrganizationHint],
          ] as const
        ).map(([value, label, hint]) => (
          <Radio key={value} value={value} label={label} description={<Text size="xs" c="dimmed" component="span">{hint}</Text>} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
