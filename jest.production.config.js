/**
 * Production mode (issue 8): the HTTP end-to-end suite again, on a private PostgreSQL, plus the
 * multi-instance tests on PostgreSQL and Redis. Both servers are started by the global setup.
 * @type {import('jest').Config}
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/http/**/*.spec.ts', '<rootDir>/test/production/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/services/global-setup.ts',
  globalTeardown: '<rootDir>/test/services/global-teardown.ts',
};
