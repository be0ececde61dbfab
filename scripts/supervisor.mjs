// Keeps `npm start`'s processes running. Each child's output is forwarded line by line behind its
// coloured name. A child that exits when we did not ask it to is restarted after a delay that doubles
// (policy.firstDelayMs up to policy.maxDelayMs, back to the first once a run lasted
// policy.steadyAfterMs). More than policy.crashLimit crashes within policy.crashWindowMs is a crash
// loop that no delay will cure: the supervisor names the process, shows its last lines, stops the
// others gracefully and ends with exit code 1. A stop (`stop()`, Ctrl+C) ends with 0 when every child
// stopped cleanly. Plain Node, no dependencies: it runs before install.
import { spawn } from 'node:child_process';

export const DEFAULT_POLICY = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  steadyAfterMs: 60_000,
  crashLimit: 5,
  crashWindowMs: 5 * 60_000,
};

const LAST_LINES = 20;
const RED = 31;

/**
 * After a crash at `now`: the delay before the restart and the crash history to keep, or `crashLoop`.
 * Pure, so the numbers can be read (and tested) apart from the processes.
 */
export function afterCrash({ startedAt, crashes, nextDelayMs }, now, policy) {
  const delayMs = now - startedAt >= policy.steadyAfterMs ? policy.firstDelayMs : (nextDelayMs ?? policy.firstDelayMs);
  const recent = [...crashes.filter((at) => now - at < policy.crashWindowMs), now];
  return { crashes: recent, delayMs, nextDelayMs: Math.min(delayMs * 2, policy.maxDelayMs), crashLoop: recent.length > policy.crashLimit };
}

export function duration(ms) {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${+(ms / 1_000).toFixed(1)} s`;
  return `${+(ms / 60_000).toFixed(1)} min`;
}

const paint = (colour, text) => `\x1b[${colour}m${text}\x1b[0m`;
const label = (name, colour) => `${paint(colour, name.padEnd(11))}| `;
const exitReason = (code, signal) => signal ?? `exit ${code}`;

/**
 * Starts `specs` (`{ name, script, colour }`, node scripts relative to `cwd`) and keeps them running
 * until `stop()`. `done` resolves with the exit code the supervisor should end with.
 */
export function supervise(specs, { cwd = process.cwd(), env = process.env, out = process.stdout, policy = DEFAULT_POLICY } = {}) {
  const own = label('supervisor', 1);
  const say = (message, colour) => out.write(own + (colour ? paint(colour, message) : message) + '\n');
  const entries = specs.map((spec) => ({ spec, label: label(spec.name, spec.colour), child: null, crashes: [] }));
  let stopping = false;
  let exitCode = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  function start(entry) {
    // Own process group: Ctrl+C reaches the supervisor only, which then stops each child once, gracefully.
    const child = spawn(process.execPath, [entry.spec.script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    Object.assign(entry, { child, startedAt: Date.now(), lastLines: [] });
    say(`${entry.spec.name} started (pid ${child.pid})`);
    for (const stream of [child.stdout, child.stderr]) forwardLines(stream, entry);
    // 'close', not 'exit': the child's last lines have been forwarded by then.
    child.once('close', (code, signal) => {
      entry.child = null;
      if (stopping) {
        say(`${entry.spec.name} stopped (${exitReason(code, signal)})`);
        if (code !== 0) exitCode = 1;
        return finishWhenAllStopped();
      }
      crashed(entry, code, signal);
    });
  }

  function forwardLines(stream, entry) {
    let partial = '';
    const emit = (line) => {
      out.write(entry.label + line + '\n');
      entry.lastLines.push(line);
      if (entry.lastLines.length > LAST_LINES) entry.lastLines.shift();
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      lines.forEach(emit);
    });
    stream.on('end', () => partial && emit(partial));
  }

  function crashed(entry, code, signal) {
    const now = Date.now();
    const ranFor = duration(now - entry.startedAt);
    const next = afterCrash(entry, now, policy);
    Object.assign(entry, { crashes: next.crashes, nextDelayMs: next.nextDelayMs });
    if (next.crashLoop) return giveUp(entry, ranFor, code, signal);
    say(
      `${entry.spec.name} exited (${exitReason(code, signal)}) after ${ranFor}; restarting in ${duration(next.delayMs)} ` +
        `(crash ${next.crashes.length} of ${policy.crashLimit} allowed within ${duration(policy.crashWindowMs)})`,
      RED,
    );
    entry.timer = setTimeout(() => start(entry), next.delayMs);
  }

  function giveUp(entry, ranFor, code, signal) {
    const { name } = entry.spec;
    say(`${name} exited (${exitReason(code, signal)}) after ${ranFor}: ${entry.crashes.length} crashes within ${duration(policy.crashWindowMs)}.`, RED);
    const lines = entry.lastLines.length ? `Its last run printed (last ${LAST_LINES} lines at most):` : 'Its last run printed nothing.';
    say(`${name} is crash-looping; giving up. ${lines}`, RED);
    for (const line of entry.lastLines) out.write(`${entry.label}${line}\n`);
    exitCode = 1;
    stop(`giving up on ${name}`);
  }

  function finishWhenAllStopped() {
    if (stopping && entries.every((entry) => !entry.child)) finish(exitCode);
  }

  function stop(reason) {
    if (stopping) {
      const waiting = entries.filter((entry) => entry.child).map((entry) => entry.spec.name);
      say(`already stopping (${reason}); waiting for ${waiting.join(', ') || 'nothing'}`);
      return done;
    }
    stopping = true;
    say(`stopping everything (${reason})`);
    for (const entry of entries) {
      clearTimeout(entry.timer);
      entry.child?.kill('SIGTERM');
    }
    finishWhenAllStopped();
    return done;
  }

  entries.forEach(start);
  return {
    done,
    stop,
    get stopping() {
      return stopping;
    },
  };
}

/** `supervise`, stopped by SIGINT or SIGTERM, ending this process with the supervisor's exit code. */
export function runSupervised(specs, options) {
  const supervisor = supervise(specs, options);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => supervisor.stop(signal));
  supervisor.done.then((code) => process.exit(code));
  return supervisor;
}
