import type { AuthResult, LoginInput, RegisterInput, User } from '../schemas/auth';
import type { CurrentWorkspace } from '../schemas/team';
import { apiClient, call } from '../http/client';

export const authApi = {
  login: (input: LoginInput) => call<AuthResult>(apiClient().post('auth/login', { json: input })),
  register: (input: RegisterInput) => call<AuthResult>(apiClient().post('auth/register', { json: input })),
  /** The person, and the workspace the session works in with their role (absent from servers before workspaces). */
  me: () => call<{ user: User; workspace?: CurrentWorkspace }>(apiClient().get('auth/me')),
  logout: () => call<unknown>(apiClient().post('auth/logout')),
  /** Ends every session of the user on every device, this one included. */
  logoutEverywhere: () => call<unknown>(apiClient().post('auth/logout-everywhere')),
  refresh: () => call<{ tokens: { accessToken: string } }>(apiClient().post('auth/refresh')),
  updateProfile: (input: { email: string }) => call<{ user: User }>(apiClient().patch('auth/profile', { json: input })),
  /**
   * Changes the password and ends every other session; answers this session's new access token (the old one is
   * refused from now on), which the caller stores. A wrong current password is a 400 with the field's error.
   */
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    call<AuthResult>(apiClient().patch('auth/change-password', { json: input })),
};
