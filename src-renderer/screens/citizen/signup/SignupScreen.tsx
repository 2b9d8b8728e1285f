// /citizen/v2/signup/{type,personal,address,terms}: the citizen signup in four steps (companion §2),
// one URL per step so the browser's Back goes a step back. What is typed lives in one store
// (signupDraft.ts) and survives moving between steps and a reload. A step opened before the ones
// it needs goes to the first incomplete one. The `form` query (a certificate login without an
// account) prefills the name, CPF/CNPJ and type; the server checks everything again. Created, the
// citizen is logged in and goes to verify the e-mail.
import { Anchor, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { parseSignupFormQuery } from '../../../../src-shared/api/signupPrefill';
import { messages } from '../../../../src-shared/messages';
import { isApiError } from '../../../api/ApiError';
import { sessionApi, signupApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { FormPage } from '../../../components/Page';
import { fieldErrorsOf, refusalOf } from '../../../components/serverErrors';
import { startSession } from '../../../session/sessionController';
import { useOrganization } from '../../../session/queries';
import { useSession } from '../../../session/sessionStore';
import { FormRefusal } from '../../account/FormRefusal';
import { AddressStep } from './AddressStep';
import { PersonalStep } from './PersonalStep';
import { firstIncompleteStep, isSignupStep, registerRequestOf, serverErrorsOf, SIGNUP_STEPS, signupPath, signupStore, validateStep, type SignupStep } from './signupDraft';
import { StepActions } from './StepActions';
import { TermsStep } from './TermsStep';
import { TypeStep } from './TypeStep';
import { useSignup } from './useSignup';

const s = messages.signup;
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
export const VERIFY_ACCOUNT_PATH = '/citizen/v2/verify-account';

const STEP_CONTENT: Record<SignupStep, () => ReactNode> = {
  type: () => <TypeStep />,
  personal: () => <PersonalStep />,
  address: () => <AddressStep />,
  terms: () => <TermsStep />,
};

/** After an error shows, the first field holding one gets the focus (and the screen reader reads it). */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}

/** `focusHeading`: arrived from another step, so the heading takes the focus (keyboard and screen readers start at the top). */
function SignupStepForm({ step, focusHeading }: { step: SignupStep; focusHeading: boolean }) {
  const navigate = useNavigate();
  const setErrors = useSignup((state) => state.setErrors);
  const reset = useSignup((state) => state.reset);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const organization = useOrganization();
  const recaptchaAsked = organization.data?.recaptcha_enabled === true && organization.data.recaptcha_site_key !== null;
  const index = SIGNUP_STEPS.indexOf(step);
  const previous = SIGNUP_STEPS[index - 1];
  const next = SIGNUP_STEPS[index + 1];

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const submitAccount = async () => {
    const draft = signupStore.getState().draft;
    setSubmitting(true);
    setRefusal(null);
    try {
      const answer = await signupApi.register(registerRequestOf(draft, signupStore.getState().recaptchaToken));
      const user = await sessionApi.me(answer.access_token);
      await startSession(answer.access_token, user);
      reset();
      navigate(VERIFY_ACCOUNT_PATH, { replace: true });
    } catch (error) {
      // The server spent the token (or refused it): the box starts again.
      if (signupStore.getState().recaptchaToken !== null) signupStore.getState().recaptchaUsed();
      const placed = serverErrorsOf(fieldErrorsOf(error));
      setErrors(placed.errors);
      if (placed.step !== null && placed.step !== step) {
        navigate(signupPath(placed.step));
      } else {
        const message = placed.unplaced[0] ?? refusalOf(error) ?? (isApiError(error) && error.status === 0 ? messages.app.loadError : null);
        setRefusal(message ?? (placed.step === null ? s.failed : null));
        focusFirstError(formRef.current);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateStep(step, signupStore.getState().draft);
    if (next === undefined && recaptchaAsked && signupStore.getState().recaptchaToken === null) errors.recaptcha = s.recaptchaRequired;
    setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    if (next !== undefined) navigate(signupPath(next));
    else void submitAccount();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="signup-step-heading">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {s.stepOf(index + 1, SIGNUP_STEPS.length)}
          </Text>
          <Title order={2} size="h3" id="signup-step-heading" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {s.steps[step]}
          </Title>
        </div>
        <FormRefusal message={refusal} />
        {STEP_CONTENT[step]()}
        <StepActions
          {...(previous !== undefined ? { onBack: () => navigate(signupPath(previous)) } : {})}
          submitLabel={next === undefined ? s.submit : s.next}
          loading={submitting}
        />
      </Stack>
    </form>
  );
}

export function SignupScreen() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const draft = useSignup((state) => state.draft);
  const prefilled = useSignup((state) => state.prefilled);
  const applyPrefill = useSignup((state) => state.applyPrefill);
  const form = query.get('form');
  const applied = useRef<string | null>(null);
  const wide = useMediaQuery('(min-width: 36em)');
  const [firstStepShown] = useState(params.step);

  // The certificate's data, once per `form` query.
  useEffect(() => {
    if (form === null || applied.current === form) return;
    applied.current = form;
    const prefill = parseSignupFormQuery(form);
    if (prefill !== null) applyPrefill(prefill);
  }, [form, applyPrefill]);

  const loggedIn = useSession((state) => state.token !== null);
  const step = params.step;
  // Signed up (or logged in already): the account's next step is verifying it, which sends a
  // verified citizen on to the portal.
  if (loggedIn) return <Navigate to={VERIFY_ACCOUNT_PATH} replace />;
  if (!isSignupStep(step)) return <Navigate to={signupPath('type')} replace />;
  const missing = firstIncompleteStep(draft, step);
  if (missing !== null && form === null) return <Navigate to={signupPath(missing)} replace />;
  const active = SIGNUP_STEPS.indexOf(step);

  return (
    <FormPage>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {s.title}
          </Title>
          <Text size="sm" c="dimmed">
            {prefilled ? s.prefilled : s.intro}
          </Text>
        </div>
        <Stepper
          active={active}
          onStepClick={(index) => {
            const target = SIGNUP_STEPS[index];
            if (target !== undefined && index < active) navigate(signupPath(target));
          }}
          allowNextStepsSelect={false}
          size="xs"
          iconSize={28}
          // On a phone the four labels do not fit: they are hidden from sight only (screen readers keep
          // them); the numbers, "Passo N de 4" and the heading say the rest.
          styles={wide ? undefined : { stepBody: VISUALLY_HIDDEN }}
        >
          {SIGNUP_STEPS.map((each) => (
            <Stepper.Step key={each} label={s.steps[each]} />
          ))}
        </Stepper>
        <SignupStepForm key={step} step={step} focusHeading={firstStepShown !== step} />
        <Anchor component={Link} to={CITIZEN_AREA.loginPath} size="sm">
          {s.haveAccount}
        </Anchor>
      </Stack>
    </FormPage>
  );
}
