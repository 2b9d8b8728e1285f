// Step 4: the organisation's terms of use and usage policy, as published (sanitised), in a
// scrollable box, and the acceptance the signup requires.
import { Checkbox, Paper, ScrollArea, Stack } from '@mantine/core';
import { messages } from '../../../../src-shared/messages';
import { useOrganization } from '../../../session/queries';
import { OrganizationText } from '../OrganizationText';
import { RecaptchaWidget } from './RecaptchaWidget';
import { useSignup } from './useSignup';

const s = messages.signup;

export function TermsStep() {
  const accepted = useSignup((state) => state.draft.acceptTerm);
  const error = useSignup((state) => state.errors.acceptTerm);
  const organization = useOrganization();
  const siteKey = organization.data?.recaptcha_enabled ? organization.data.recaptcha_site_key : null;
  const update = useSignup((state) => state.update);
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        {/* Focusable, so the keyboard can scroll the texts too. */}
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': s.steps.terms }}>
          <Stack gap="lg">
            <OrganizationText kind="terms" order={3} testId="signup-terms" />
            <OrganizationText kind="usage_policy" order={3} testId="signup-usage-policy" />
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Checkbox label={s.acceptTerm} checked={accepted} onChange={(event) => update({ acceptTerm: event.currentTarget.checked })} error={error} required />
      {siteKey && <RecaptchaWidget siteKey={siteKey} />}
    </Stack>
  );
}
