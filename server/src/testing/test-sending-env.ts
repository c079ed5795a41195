/**
 * The sending rules of test servers: no sending window, breaker or warm-up unless a test asks, since suites
 * run at any hour with new accounts. The defaults and their variables: config/jobs.ts. Suites log the same accounts in
 * many times a day (each short session, each run of a job without its bot): the daily cap of logins (config/index.ts)
 * is lifted unless a test asks.
 */
export const TEST_SENDING_ENV = { JOB_SENDING_WINDOW: 'off', JOB_BREAKER_CONSECUTIVE: '0', JOB_BREAKER_WINDOW: '0', JOB_WARMUP: 'off', ZALO_MAX_LOGINS_PER_DAY: '100000' };
