// /citizen/v2/signup/type in the staff app: where a certificate login with no account lands (§8).
// The page reads the `form` query (checked field by field, garbage ignored), shows what the signup
// will start from and hands it on to the portal's signup (screens/citizen/signup).
//
// In the desktop staff app the login routes here, inside the app, rather than opening the
// system browser by itself: the person sees at once what happened to their login, and nothing
// leaves the app unasked. Signup belongs to the citizen portal on the organisation's server, so
// the page offers it as an explicit link, which the desktop opens in the system browser.
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseSignupFormQuery, signupFormQuery, type SignupPrefill } from '../../../src-shared/api/signupPrefill';
import { maskDocumentNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { STAFF_AREA } from '../../app/area';
import { FormPage } from '../../components/Page';
import { SIGNUP_PATH } from '../../session/certificateLogin';
import { useSession } from '../../session/sessionStore';
import { FactList } from '../certificates/FactList';
import { citizenPortalUrl } from './portalUrl';

const t = messages.certificates;

function SignupLanding({ prefill, children }: { prefill: SignupPrefill | null; children: ReactNode }) {
  return (
    <Stack gap="md">
      <IconUserPlus size={40} aria-hidden color="var(--mantine-color-darkBlue-8)" />
      <Title order={1} size="h2">
        {t.signupTitle}
      </Title>
      <Text>{prefill ? t.signupNoAccount : t.signupIntro}</Text>
      {prefill && (
        <FactList
          facts={[
            { label: t.signupName, value: prefill.name },
            { label: t.signupDocument, value: prefill.cpf_cnpj ? maskDocumentNumber(prefill.cpf_cnpj) : null },
          ]}
        />
      )}
      <Text size="sm" c="dimmed">
        {prefill ? t.signupPending : messages.unavailable.text}
      </Text>
      {children}
    </Stack>
  );
}

/** In the staff app: the landing, with the way on to the portal and back to the staff login. */
export function StaffSignupLandingScreen() {
  const [params] = useSearchParams();
  const prefill = parseSignupFormQuery(params.get('form'));
  const serverUrl = useSession((state) => state.serverUrl);
  const portal = citizenPortalUrl(serverUrl, SIGNUP_PATH, prefill ? { form: signupFormQuery(prefill) } : undefined);
  return (
    <FormPage>
      <SignupLanding prefill={prefill}>
        {portal && (
          <Button component="a" href={portal} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} aria-hidden />}>
            {t.openPortal}
          </Button>
        )}
        <Anchor component={Link} to={STAFF_AREA.loginPath} size="sm">
          {t.backToLogin}
        </Anchor>
      </SignupLanding>
    </FormPage>
  );
}
