// PUT user/me from a form: the updated user replaces the cached one, server field errors go to
// their fields, and the user hears how it went.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { LoggedUser, UpdateMeRequest } from '../../../src-shared/api/auth';
import { sessionApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toast } from '../../app/toasts';
import { fieldErrorsOf } from '../../components/serverErrors';
import { keepCopy } from '../../offline/cachePersister';
import { ME_KEY } from '../../session/queries';

type Options = { success: string; failure: string; onSaved: (user: LoggedUser) => void };

export function useUpdateMe<Values extends UpdateMeRequest>(form: UseFormReturnType<Values>, { success, failure, onSaved }: Options) {
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const user = await sessionApi.updateMe(values);
      queryClient.setQueryData(ME_KEY, user);
      keepCopy(ME_KEY, 'item', user);
      toast.success(success);
      onSaved(user);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      toast.error(failure);
    } finally {
      setSaving(false);
    }
  });
  return { saving, submit };
}
