// Preloaded into each of the shop's processes (NODE_OPTIONS=--require, which, unlike --cpu-prof, Node
// allows there) when the benchmark is asked for CPU profiles: profiles the whole process and writes
// BENCH_CPU_PROFILE/<script>-<pid>.cpuprofile as it exits, for Chrome DevTools or a summary script.
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const directory = process.env.BENCH_CPU_PROFILE;
const script = (process.argv[1] ?? 'node')
  .split(path.sep)
  .slice(-3)
  .join('_')
  .replace(/\.m?js$/, '');
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // The in-process session answers synchronously, so the profile is written before the process ends.
  session.post('Profiler.stop', (error, { profile } = {}) => {
    if (!error) writeFileSync(path.join(directory, `${script}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  });
});
