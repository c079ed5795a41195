import { isPlatformError, needsRelogin } from './errors';
import type { CookieCheck, PlatformSession } from './gateway';
import type { LoginInput } from './types';

/** Both drivers check a cookie the same way: log in, read the profile, log out. */
export async function checkCookieByLogin(
  login: (input: LoginInput) => Promise<PlatformSession>,
  input: LoginInput,
): Promise<CookieCheck> {
  let session: PlatformSession | undefined;
  try {
    session = await login(input);
    return { valid: true, profile: await session.getProfile() };
  } catch (error) {
    if (isPlatformError(error) && needsRelogin(error)) return { valid: false, error };
    throw error;
  } finally {
    await session?.close();
  }
}
