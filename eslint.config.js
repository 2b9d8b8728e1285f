// Lint is where process boundaries are enforced: the renderer is a sandboxed web page and must
// never reach for Electron or Node, and no process imports another process's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = builtinModules.flatMap((name) => [name, `${name}/*`]);
const restrict = (patterns, message) => patterns.map((group) => ({ group: [group], message }));

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'tests/e2e/.build/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'O renderer é uma página isolada: use a ponte (src-renderer/platform).' },
            ...nodeBuiltins.map((name) => ({ name, message: 'Módulos do Node não existem no renderer.' })),
          ],
          patterns: [
            { group: ['node:*'], message: 'Módulos do Node não existem no renderer.' },
            { group: ['electron/*'], message: 'O renderer é uma página isolada: use a ponte.' },
            ...restrict(['**/src-main/**', '**/src-server/**', '**/src-preload/**', '**/src-signer/**'], 'O renderer só importa src-shared.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src-shared roda em todos os processos.' }],
          patterns: [
            { group: ['node:*'], message: 'src-shared roda também no renderer.' },
            ...restrict(['**/src-main/**', '**/src-server/**', '**/src-preload/**', '**/src-renderer/**', '**/src-signer/**'], 'src-shared não depende de nenhum processo.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src-preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'O preload roda em sandbox.' },
            ...restrict(['**/src-main/**', '**/src-server/**', '**/src-renderer/**', '**/src-signer/**'], 'O preload só expõe o contrato de src-shared.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src-server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'O servidor de referência não depende do Electron.' }],
          patterns: restrict(['**/src-main/**', '**/src-preload/**', '**/src-renderer/**', '**/src-signer/**'], 'O servidor só importa src-shared.'),
        },
      ],
    },
  },
  {
    files: ['src-main/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrict(['**/src-server/**', '**/src-renderer/**'], 'O main só importa src-shared.'),
            {
              regex: 'src-signer/(?!client/)',
              message: 'O main fala com o processo de assinatura só pelo cliente (src-signer/client): pkcs11js nunca roda no main.',
            },
          ],
        },
      ],
    },
  },
  {
    // The certificate bridge process: pkcs11js and the PDF/CMS work, talking to its parent by messages.
    files: ['src-signer/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'O processo de assinatura roda também como processo Node (testes, CLI).' }],
          patterns: restrict(['**/src-main/**', '**/src-server/**', '**/src-preload/**', '**/src-renderer/**'], 'O assinador só importa src-shared.'),
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring: `{}` means none.
    files: ['tests/e2e/**/*.ts', 'tests/start/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
