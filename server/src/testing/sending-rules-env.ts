import { TEST_SENDING_ENV } from './test-sending-env';

/** Server processes a suite spawns (crash, lease and schedule tests) inherit the test servers' sending rules. */
for (const [name, value] of Object.entries(TEST_SENDING_ENV)) process.env[name] ??= value;
