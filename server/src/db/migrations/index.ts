import * as usersAndRefreshTokens from './0001-users-and-refresh-tokens';

/** Every migration, in order. Never edit one that has shipped: add the next. */
export const MIGRATIONS: Array<{ id: string; sql: string }> = [
  { id: '0001-users-and-refresh-tokens', sql: usersAndRefreshTokens.sql },
];
