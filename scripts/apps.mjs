/** The six front-end apps, in build order (remotes first, the shell last). */
export const REMOTES = ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'];
export const APPS = [...REMOTES, 'shell'];
