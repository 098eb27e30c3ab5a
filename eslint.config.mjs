import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRAMEWORKS = ['@nestjs/*', '@mikro-orm/*', 'commander', '@modelcontextprotocol/*', 'react', 'react-*', 'class-validator', 'class-transformer', 'express', 'zod', 'zustand'];
const NODE = ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'child_process', 'stream', 'url', 'util', 'events', 'net'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test/contract/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The core is pure: no framework, no Node API, no clock or randomness except through ports.
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.spec.ts', 'core/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: FRAMEWORKS, message: 'core/ imports only core/: put framework code in adapters/.' },
        { group: NODE, message: 'core/ imports only core/: Node APIs belong in adapters/.' },
      ] }],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use the Clock port.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use the Clock port.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use the RandomSource port.' },
      ],
    },
  },
  {
    // Adapters, CLI and MCP reach the core through its one import surface.
    files: ['adapters/**/*.ts', 'cli/**/*.ts', 'mcp/**/*.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^(\\.\\./)+core/(?!index$|testing/).+', message: 'Import the core through core/index.ts.' },
      ] }],
    },
  },
  {
    // The CLI and MCP server boot the composition root, never the HTTP adapter.
    files: ['cli/**/*.ts', 'mcp/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^(\\.\\./)+core/(?!index$|testing/).+', message: 'Import the core through core/index.ts.' },
        { regex: 'adapters/http', message: 'cli/ and mcp/ boot adapters/core.module.ts, not the HTTP adapter.' },
      ] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ regex: 'adapters/', message: 'web/ never imports adapters.' }] }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: globals.node } },
);
