/** Accounts: sign-in, sign-up, providers and account settings, as query/mutation hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, DeleteAccountBody, LoginBody, PublicUser, RegisterBody, UpdateProfileBody } from '../../../contract/auth';
import { authApi } from '../../../contract/endpoints/auth';
import { call } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/session';

export const ACCOUNT_KEY = ['/api/auth/account'] as const;

/** After any sign-in: remember the user now, then reload it (spec §7: the key is invalidated after login). */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => call(authApi.login, { body }),
    meta: { handlesErrors: true },
    onSuccess: (res) => signedIn(res.user),
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: RegisterBody) => call(authApi.register, { body }),
    meta: { handlesErrors: true },
    onSuccess: (res) => signedIn(res.user),
  });
}

export function useAccount(enabled = true) {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => call(authApi.account),
    enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(authApi.updateAccount, { body }),
    meta: { handlesErrors: true },
    onSuccess: (res) => {
      queryClient.setQueryData(CURRENT_USER_KEY, res.user);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(authApi.changePassword, { body }),
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

/** The page calls `useForgetSession()` after showing its confirmation. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(authApi.deleteAccount, { body }),
    meta: { handlesErrors: true },
  });
}

/** Forget the signed-in user on this page (after the server already ended the session). */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
    void queryClient.invalidateQueries();
  };
}
