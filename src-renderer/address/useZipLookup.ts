// The CEP auto-fill of §5 behind AddressFields, the address block of every address form: once the
// CEP has exactly 8 digits the postal-code service is asked; a newer CEP cancels the question in
// flight, so an older answer never fills the form; 404 sets `notFound` ("CEP não encontrado");
// any other failure is only logged, and the person types the address.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZipLookup } from '../../src-shared/api/documents';
import { isApiError } from '../api/ApiError';
import { documentsApi } from '../api/client';
import { zipToLookUp } from './zipCode';

/**
 * `lookUp(zip)` on every change of the CEP field; `onFound(found, digits)` gets the answer for the
 * CEP still typed (check `digits` against the form's current CEP if it can change meanwhile).
 */
export function useZipLookup(onFound: (found: ZipLookup, digits: string) => void) {
  const [notFound, setNotFound] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  // The form's latest callback, without making lookUp change on each render.
  const latest = useRef(onFound);
  useEffect(() => {
    latest.current = onFound;
  });

  const lookUp = useCallback((zip: string) => {
    setNotFound(false);
    inFlight.current?.abort();
    const digits = zipToLookUp(zip);
    if (!digits) return;
    const controller = new AbortController();
    inFlight.current = controller;
    documentsApi
      .zipCode(digits, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) latest.current(found, digits);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setNotFound(true);
        else console.warn('Falha na consulta de CEP', error);
      });
  }, []);

  return { lookUp, notFound };
}
