/**
 * One jest run for every unit and component suite; e2e has its own config (e2e/jest.config.js).
 * Server suites run on PGlite; set TEST_DATABASE_URL to run the same suites on PostgreSQL.
 * The projects are derived from the npm workspaces (scripts/jest-projects.cjs): a new app's tests run as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads its config as CommonJS
const { jestProjects } = require('./scripts/jest-projects.cjs');

module.exports = { projects: jestProjects(__dirname) };
