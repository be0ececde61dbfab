// Keeps `npm start`'s processes running. Each child's output is forwarded line by line behind its
// coloured name. A child says it is serving by sending 'ready' over the IPC channel the supervisor
// opens (`process.send('ready')`). A child that exits when we did not ask it to is restarted after a
// delay that doubles up to a cap (see supervisor-policy.mjs); one that crashes more than the limit
// within the window is crash-looping: it is still restarted, with the capped delay, and logged in
// red, while the others keep serving. Only a child that has never once been ready since the
// supervisor began and keeps failing its starts (a bad setting) makes the supervisor give up: it
// names the process, shows its last lines, stops the others gracefully and ends with exit code 1.
// A stop (`stop()`, Ctrl+C) ends with 0 when every child stopped cleanly. Plain Node, no
// dependencies: it runs before install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { afterCrash, DEFAULT_POLICY, duration } from './supervisor-policy.mjs';

export { afterCrash, DEFAULT_POLICY, duration };

const LAST_LINES = 20;
const RED = 31;
const GREEN = 32;

const paint = (colour, text) => `\x1b[${colour}m${text}\x1b[0m`;
const label = (name, colour) => `${paint(colour, name.padEnd(11))}| `;
const exitReason = (code, signal) => signal ?? `exit ${code}`;
const clock = (at) => new Date(at).toTimeString().slice(0, 8);

/**
 * Sets the nice of every thread of a process (setpriority acts on one thread on Linux; threads made
 * later inherit their maker's), or of the process alone where there is no /proc to list them.
 */
function reniceThreads(pid, nice) {
  const threads = existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`).map(Number) : [pid];
  for (const thread of threads) {
    try {
      setPriority(thread, nice);
    } catch (error) {
      // A thread that ended meanwhile; the process's own end is told of by its exit.
      if (error.code !== 'ESRCH') throw error;
    }
  }
}

/** What the supervisor knows of one process, as `onChange` and `processes()` give it. */
function snapshot(entry) {
  return {
    name: entry.spec.name,
    state: entry.looping ? 'crash-looping' : entry.state,
    pid: entry.child?.pid ?? null,
    everReady: entry.everReady,
    restarts: entry.exits,
    recentCrashes: entry.crashes.length,
    lastExit: entry.lastExit,
    nextStartAt: entry.state === 'restarting' ? new Date(entry.nextStartAt).toISOString() : null,
  };
}

/**
 * Starts `specs` (`{ name, script, colour, env?, nice? }`, node scripts relative to `cwd`, each with `env`
 * and its own `env` added, a follower lowered to its `nice` once ready) and keeps them running
 * until `stop()`. `done` resolves with the exit code the supervisor should end with. `onChange`
 * hears every process's state (starting, running, restarting, crash-looping) whenever one changes.
 */
export function supervise(specs, { cwd = process.cwd(), env = process.env, out = process.stdout, policy = {}, onChange = () => undefined } = {}) {
  const rules = { ...DEFAULT_POLICY, ...policy };
  const own = label('supervisor', 1);
  const say = (message, colour) => out.write(own + (colour ? paint(colour, message) : message) + '\n');
  const entries = specs.map((spec) => ({
    spec,
    label: label(spec.name, spec.colour),
    child: null,
    state: 'starting',
    crashes: [],
    exits: 0,
    everReady: false,
    looping: false,
    lastExit: null,
  }));
  const changed = () => onChange(entries.map(snapshot));
  let stopping = false;
  let exitCode = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  function start(entry) {
    // Own process group: Ctrl+C reaches the supervisor only, which then stops each child once, gracefully.
    const child = spawn(process.execPath, [entry.spec.script], {
      cwd,
      env: { ...env, ...entry.spec.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    });
    Object.assign(entry, { child, state: 'starting', startedAt: Date.now(), lastLines: [] });
    say(`${entry.spec.name} started (pid ${child.pid})`);
    for (const stream of [child.stdout, child.stderr]) forwardLines(stream, entry);
    child.on('message', (message) => message === 'ready' && entry.child === child && ready(entry));
    entry.steadyTimer = setTimeout(() => steadied(entry), rules.steadyAfterMs);
    // 'close', not 'exit': the child's last lines have been forwarded by then.
    child.once('close', (code, signal) => {
      entry.child = null;
      clearTimeout(entry.steadyTimer);
      if (stopping) {
        say(`${entry.spec.name} stopped (${exitReason(code, signal)})`);
        if (code !== 0) exitCode = 1;
        return finishWhenAllStopped();
      }
      crashed(entry, code, signal);
    });
    changed();
  }

  /** Forwards a child's output with its label on each line, in one write per chunk (a busy API logs a line a request). */
  function forwardLines(stream, entry) {
    let partial = '';
    const keep = (lines) => {
      entry.lastLines.push(...lines.slice(-LAST_LINES));
      if (entry.lastLines.length > LAST_LINES) entry.lastLines.splice(0, entry.lastLines.length - LAST_LINES);
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      if (lines.length === 0) return;
      out.write(`${entry.label}${lines.join(`\n${entry.label}`)}\n`);
      keep(lines);
    });
    stream.on('end', () => {
      if (!partial) return;
      out.write(`${entry.label}${partial}\n`);
      keep([partial]);
    });
  }

  /**
   * Where the cores go when they are contended: the shoppers' requests first. A follower (`nice` in its
   * spec: the projections, the worker) is lowered to that nice, every thread of it; a child that
   * lowered its own priority (background work: the mailer, the dev mailbox) keeps its own. Either way
   * its session is lowered to match: it runs in a session of its own (detached), and where Linux
   * groups each session's CPU time (autogroup, the usual desktop and VM setting) a process's nice
   * counts only within its session: the session's nice is what weighs against the others.
   * Background work is then put in the idle scheduling class (`chrt --idle`): a nice value lowers a
   * process's share, but once it runs it keeps the CPU for its time slice while a woken API or worker
   * waits; an idle-class thread is preempted the moment another wakes, and still gets its session's
   * share on a busy machine. A follower keeps the usual class: it must keep up with the shop, and only
   * gives the API the larger share. Done once the child is ready, as a start at low priority on a busy
   * machine took minutes; where the system refuses, it says so and the child runs at the usual priority.
   */
  function lowerChild(entry, pid) {
    const follower = entry.spec.nice > 0;
    let nice;
    try {
      if (follower) reniceThreads(pid, entry.spec.nice);
      nice = getPriority(pid);
      if (nice > 0) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    } catch (error) {
      if (error.code === 'ESRCH') return;
      if (error.code !== 'ENOENT') say(`${entry.spec.name} runs at the usual CPU priority: its nice refused (${error.code ?? error.message})`);
    }
    if (!(nice > 0) || follower) return;
    const idle = spawnSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(pid)], { encoding: 'utf8' });
    // A child that died meanwhile is told of by its exit.
    if (idle.status !== 0 && !/No such process/.test(idle.stderr ?? ''))
      say(`${entry.spec.name} keeps the usual scheduling class: chrt --idle refused (${(idle.error?.message ?? idle.stderr).trim()})`);
  }

  function ready(entry) {
    lowerChild(entry, entry.child.pid);
    const first = !entry.everReady;
    Object.assign(entry, { state: 'running', everReady: true });
    say(`${entry.spec.name} ready${first ? '' : ` again (${entry.exits} restarts so far)`}`);
    changed();
  }

  /** A run that lasted: its crashes are forgotten, the next delay is the first again, and a crash loop is over. */
  function steadied(entry) {
    Object.assign(entry, { crashes: [], nextDelayMs: undefined });
    if (entry.looping) {
      entry.looping = false;
      say(`${entry.spec.name} has stayed up for ${duration(rules.steadyAfterMs)}: no longer crash-looping`, GREEN);
    }
    changed();
  }

  function crashed(entry, code, signal) {
    const now = Date.now();
    const { name } = entry.spec;
    const reason = exitReason(code, signal);
    const ranFor = duration(now - entry.startedAt);
    entry.lastExit = { reason, at: new Date(now).toISOString(), ranForMs: now - entry.startedAt };
    const next = afterCrash(entry, now, rules);
    if (next.giveUp) return giveUp(entry, reason, ranFor, next.failedStarts);
    const entering = next.crashLooping && !entry.looping;
    Object.assign(entry, { crashes: next.crashes, nextDelayMs: next.nextDelayMs, exits: entry.exits + 1, looping: next.crashLooping });
    Object.assign(entry, { state: 'restarting', nextStartAt: now + next.delayMs });
    const exited = `${name} exited (${reason}) after ${ranFor}; restarting in ${duration(next.delayMs)}`;
    if (entry.looping) {
      say(
        `${exited} (at ${clock(entry.nextStartAt)}): CRASH-LOOPING, ${next.crashes.length} crashes within ${duration(rules.crashWindowMs)}, ` +
          `${entry.exits} restarts in all; the other processes keep serving`,
        RED,
      );
      if (entering) showLastLines(entry, `${name} is crash-looping: it is restarted with a delay doubling up to ${duration(rules.maxDelayMs)}.`);
    } else {
      const count = entry.everReady
        ? `crash ${next.crashes.length} within ${duration(rules.crashWindowMs)}; more than ${rules.crashLimit} is a crash loop`
        : `failed start ${entry.exits} of ${rules.startAttempts} allowed before it has once been ready`;
      say(`${exited} (${count})`, RED);
    }
    entry.timer = setTimeout(() => start(entry), next.delayMs);
    changed();
  }

  function showLastLines(entry, headline) {
    const lines = entry.lastLines.length ? `Its last run printed (last ${LAST_LINES} lines at most):` : 'Its last run printed nothing.';
    say(`${headline} ${lines}`, RED);
    for (const line of entry.lastLines) out.write(`${entry.label}${line}\n`);
  }

  function giveUp(entry, reason, ranFor, failedStarts) {
    const { name } = entry.spec;
    say(`${name} exited (${reason}) after ${ranFor}, and has failed all ${failedStarts} starts without once becoming ready.`, RED);
    showLastLines(entry, `${name} cannot start (a bad setting, a port in use?); giving up.`);
    exitCode = 1;
    stop(`giving up on ${name}: it never became ready`);
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
      clearTimeout(entry.steadyTimer);
      entry.child?.kill('SIGTERM');
    }
    finishWhenAllStopped();
    return done;
  }

  entries.forEach(start);
  return {
    done,
    stop,
    processes: () => entries.map(snapshot),
    get stopping() {
      return stopping;
    },
  };
}

/**
 * `supervise`, stopped by SIGINT or SIGTERM, ending this process with the supervisor's exit code
 * once `beforeExit` (given the code) has finished.
 */
export function runSupervised(specs, { beforeExit = async () => undefined, ...options } = {}) {
  const supervisor = supervise(specs, options);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => supervisor.stop(signal));
  supervisor.done.then(async (code) => {
    await beforeExit(code).catch(() => undefined);
    process.exit(code);
  });
  return supervisor;
}
