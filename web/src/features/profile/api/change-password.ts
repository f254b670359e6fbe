import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { changePasswordSchema } from '@contracts/auth';
import { api, call } from '@web/lib/api';

/** The server ends every other session and renews this one's cookie. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (json: v.InferInput<typeof changePasswordSchema>) => call(api.password.change.$post({ json })) });
