/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/core', '<rootDir>/adapters', '<rootDir>/cli', '<rootDir>/mcp', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  // Production-mode suites need PostgreSQL and Redis: jest.production.config.js runs them.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/production/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
  // Suites import the TAC fixtures they need; the shipped-list load has its own tests (it opts in).
  setupFiles: ['<rootDir>/test/fixtures/no-shipped-tacs.ts'],
};
