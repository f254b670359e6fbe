import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { loginSchema, signupSchema, resetPasswordSchema, acceptInvitationSchema } from '@contracts/auth';
import { api, call } from '@web/lib/api';
import { sessionQuery } from '@web/lib/session';

/** Every mutation that signs someone in replaces the cached session with the server's answer. */
function useSignsIn<I>(fn: (input: I) => Promise<{ data: unknown }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      qc.clear();
      qc.setQueryData(sessionQuery.queryKey, res.data as never);
    },
  });
}

export const useLogin = () => useSignsIn((json: v.InferInput<typeof loginSchema>) => call(api.auth.login.$post({ json })));
export const useRegister = () => useSignsIn((json: { token: string }) => call(api.auth.register.$post({ json })));
export const useResetPassword = () =>
  useSignsIn((json: v.InferInput<typeof resetPasswordSchema>) => call(api.auth['reset-password'].$post({ json })));
export const useAcceptInvitation = () =>
  useSignsIn((json: v.InferInput<typeof acceptInvitationSchema>) => call(api.auth['accept-invitation'].$post({ json })));

export const useSignup = () =>
  useMutation({ mutationFn: (json: v.InferInput<typeof signupSchema>) => call(api.auth.signup.$post({ json })) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (json: { email: string }) => call(api.auth['forgot-password'].$post({ json })) });

/** Signing out reloads onto /login: nothing of the last user's data or page survives in memory. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    // The shell unmounts the page while this runs (no new requests start), and requests already on their
    // way are let finish (at most 2 s) before the session ends, so none of them meets a dead session (a 401).
    mutationFn: async () => {
      for (let i = 0; i < 40 && qc.isFetching({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] }) > 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      // What stays mounted (the notifications bell polls) starts no request from here on: the page reloads next.
      onlineManager.setOnline(false);
      return call(api.auth.logout.$post());
    },
    onSettled: () => window.location.assign('/login'),
  });
}
