// /citizen/terms and /citizen/privacy-police (the spec's spelling): public pages with the
// organisation's terms of use and usage policy, and its privacy policy.
import { Stack, Title } from '@mantine/core';
import type { OrganizationTextKind } from '../../../src-shared/api/organization';
import { messages } from '../../../src-shared/messages';
import { FormPage } from '../../components/Page';
import { OrganizationText } from './OrganizationText';

const s = messages.signup;

function TextsPage({ title, kinds }: { title: string; kinds: readonly OrganizationTextKind[] }) {
  return (
    // The reading width of a form card: a line of the text stays readable at 1440 px too.
    <FormPage>
      <Stack gap="xl">
        <Title order={1} size="h2">
          {title}
        </Title>
        {kinds.map((kind) => (
          <OrganizationText key={kind} kind={kind} order={2} testId={`organization-text-${kind}`} />
        ))}
      </Stack>
    </FormPage>
  );
}

export const TermsScreen = () => <TextsPage title={s.termsPageTitle} kinds={['terms', 'usage_policy']} />;
export const PrivacyScreen = () => <TextsPage title={s.privacyPageTitle} kinds={['privacy']} />;
