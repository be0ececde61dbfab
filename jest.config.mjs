// One jest run over every workspace. TypeScript (ESM source with .js import suffixes) is compiled
// by SWC to CommonJS; NestJS 12 and a few of its dependencies ship ESM only, so they are let
// through transformIgnorePatterns and compiled too.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// @react-email/render's CommonJS build loads react-dom/server with import(), which jest runs only
// with --experimental-vm-modules: compiled, it becomes a require.
const esmPackages = [
  'content-disposition',
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  'node-pg-migrate',
  '@react-email',
];

const project = (name, testMatch, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  rootDir: '.',
  testMatch,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@petshop/api/(.*)$': '<rootDir>/api/src/$1',
    '^@petshop/contract$': '<rootDir>/contract/src/index.ts',
    '^@petshop/contract/moves$': '<rootDir>/contract/src/moves.ts',
    '^@petshop/contract/brand$': '<rootDir>/contract/src/brand.ts',
    '^@petshop/contract/freshness$': '<rootDir>/contract/src/freshness.ts',
    '^@petshop/projections/(.*)$': '<rootDir>/projections/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  ...extra,
});

export default {
  // A bound, not a measurement: suites start real databases, servers and browsers on a 2-core machine.
  testTimeout: 60_000,
  // Slowest suites first, by jest's own timings or else the committed ones (see the sequencer).
  testSequencer: '<rootDir>/tests/support/slowest-first.mjs',
  projects: [
    project('api', ['<rootDir>/api/src/**/*.spec.ts']),
    project('projections', ['<rootDir>/projections/src/**/*.spec.ts']),
    project('worker', ['<rootDir>/worker/src/**/*.spec.ts']),
    project('sandbox', ['<rootDir>/sandbox/src/**/*.spec.ts']),
    project('mailbox', ['<rootDir>/mailbox/src/**/*.spec.ts']),
    project('contract', ['<rootDir>/contract/src/**/*.spec.ts']),
    project('storefront', ['<rootDir>/storefront/src/**/*.spec.ts']),
    project('tests', ['<rootDir>/tests/**/*.test.ts']),
  ],
};
