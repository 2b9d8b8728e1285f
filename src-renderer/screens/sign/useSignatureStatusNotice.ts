// Where /sign returns with signatureStatus=true (§4 Signing: the internal callback), the user is
// told the signature went through, once: the flag leaves the URL (replacing the entry), so reload
// or Voltar do not repeat it.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';

export const SIGNATURE_STATUS_PARAM = 'signatureStatus';

/** The location without the flag, or null when it has none. */
export function withoutSignatureStatus(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(SIGNATURE_STATUS_PARAM) !== 'true') return null;
  params.delete(SIGNATURE_STATUS_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function useSignatureStatusNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = withoutSignatureStatus(location.search);
    if (search === null) return;
    toast.success(messages.signing.signedNotice);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
}
