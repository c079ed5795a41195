import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangePasswordInput, tokenStore } from 'shared-sdk';

/**
 * PATCH /auth/change-password. The server ends every other session and answers this one's new access token, stored
 * here at once: the old token is refused from now on. A wrong current password is a 400 (never a 401, which the
 * client would take for an expired session).
 */
export async function changePassword(input: ChangePasswordInput) {
  const result = await authApi.changePassword(input);
  if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
