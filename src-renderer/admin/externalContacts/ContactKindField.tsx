// The kind chooser (companion §3 Contact kind labels): the fields below follow it; what the other
// kinds use stays typed until the save, which sends only this kind's (§4).
import { Group, Radio } from '@mantine/core';
import { CONTACT_TYPES, type ContactType } from '../../../src-shared/api/externalContacts';
import { messages } from '../../../src-shared/messages';

const c = messages.externalContacts;

type Props = { value: ContactType; onChange: (next: ContactType) => void; error: string | undefined; disabled: boolean };

export function ContactKindField({ value, onChange, error, disabled }: Props) {
  return (
    <Radio.Group label={c.kind} withAsterisk value={value} onChange={(next) => onChange(next as ContactType)} error={error} data-testid="contact-kind">
      <Group gap="md" mt={6}>
        {CONTACT_TYPES.map((kind) => (
          <Radio key={kind} value={kind} label={c.kinds[kind]} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
