/**
 * Tells `npm start`'s supervisor (scripts/supervisor.mjs, over the IPC channel it opens) that this
 * process now serves. A process that never says so, and keeps failing to start, is taken for a bad
 * setting and the supervisor gives up; one that has said so once is restarted however often it
 * crashes. Without a supervisor (Docker, tests) there is no channel and nothing to tell.
 */
export function announceReady(): void {
  if (process.send && process.connected) process.send('ready');
}
