// Used before scripts that run compiled code (benchmarks, rebuild): a fresh clone builds first.
import { build, ensureInstalled, loadDotEnv } from './lib.mjs';

loadDotEnv();
ensureInstalled();
await build();
