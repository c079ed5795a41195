export { accountsUsage, type AccountsModule, createAccountsModule } from './module';
export { ACCOUNT_ERRORS, type AccountsService } from './service';
export { accountsOnProxies } from './proxy-users';
export { createAccountLoginState } from './login-state';
export { accountDisplayNames } from './display-names';
export { accountNames, accountsOfUser, type AccountSummary } from './reads';
