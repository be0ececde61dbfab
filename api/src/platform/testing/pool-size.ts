/**
 * The Postgres pool of each API instance and worker a test starts, in-process or as a process. Two
 * suites run at once, each with a shop of its own, on a server that allows 100 connections: with the
 * default 20 they took up to 80 of them, and anything else on the machine made a shop's start fail
 * with "too many clients".
 */
export const TEST_POOL_MAX = '8';
