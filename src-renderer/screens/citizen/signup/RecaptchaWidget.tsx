// The reCAPTCHA checkbox of the signup's last step, only while the organisation turns it on (its
// public site key comes with the organisation's profile). Google's script is loaded then and only
// then (the server's CSP allows it on the portal's pages in that case); the token it gives goes
// with POST user/register, which checks it. A token is good once: after a refused submit the box
// is reset (the store's recaptchaRound). Kept minimal: no invisible or v3 mode.
import { Input } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { RECAPTCHA_SCRIPT_URL } from '../../../../src-shared/security/csp';
import { messages } from '../../../../src-shared/messages';
import { signupStore } from './signupDraft';
import { useSignup } from './useSignup';

type Grecaptcha = {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl: string }): number;
  reset(widgetId?: number): void;
};
const grecaptchaOf = () => (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;

let loading: Promise<Grecaptcha> | null = null;
function loadGrecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = grecaptchaOf();
      if (api) api.ready(() => resolve(api));
      else reject(new Error('grecaptcha missing'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA script not loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function RecaptchaWidget({ siteKey }: { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [failed, setFailed] = useState(false);
  const round = useSignup((state) => state.recaptchaRound);
  const error = useSignup((state) => state.errors.recaptcha);

  useEffect(() => {
    let cancelled = false;
    loadGrecaptcha()
      .then((api) => {
        if (cancelled || container.current === null || widget.current !== null) return;
        widget.current = api.render(container.current, {
          sitekey: siteKey,
          hl: 'pt-BR',
          callback: (token) => signupStore.getState().setRecaptchaToken(token),
          'expired-callback': () => signupStore.getState().setRecaptchaToken(null),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useEffect(() => {
    if (round > 0 && widget.current !== null) grecaptchaOf()?.reset(widget.current);
  }, [round]);

  return (
    <Input.Wrapper label={messages.signup.recaptchaLabel} error={failed ? messages.signup.server.recaptchaUnavailable : error} withAsterisk>
      <div ref={container} data-testid="recaptcha" />
    </Input.Wrapper>
  );
}
