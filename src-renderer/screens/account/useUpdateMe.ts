// PUT user/me from a form: the updated user replaces the cached one, server field errors go to
// their fields, a refusal that names no field (too many attempts) shows on the form, and the user
// hears how it went.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { LoggedUser, UpdateMeRequest } from '../../../src-shared/api/auth';
import { sessionApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toast } from '../../app/toasts';
import { fieldErrorsOf, refusalOf } from '../../components/serverErrors';
import { keepCopy } from '../../offline/cachePersister';
import { ME_KEY } from '../../session/queries';

type Options<Values> = {
  success: string;
  failure: string;
  onSaved: (user: LoggedUser) => void;
  /** The request the form's values make, when they are not sent as they are. */
  toRequest?: (values: Values) => UpdateMeRequest;
};

export function useUpdateMe<Values extends UpdateMeRequest>(form: UseFormReturnType<Values>, { success, failure, onSaved, toRequest }: Options<Values>) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setRefusal(null);
    try {
      const user = await sessionApi.updateMe(toRequest ? toRequest(values) : values);
      queryClient.setQueryData(ME_KEY, user);
      keepCopy(ME_KEY, 'item', user);
      toast.success(success);
      onSaved(user);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setRefusal(refusalOf(error));
      toast.error(failure);
    } finally {
      setSaving(false);
    }
  });
  return { saving, refusal, submit };
}
