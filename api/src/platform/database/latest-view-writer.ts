/**
 * Writes a view that changes faster than it needs writing (the supervisor's processes, the API
 * primary's instances): one write at a time, each of the view as it is when it runs, so no older
 * view lands after a newer one, and at most one waiting, so a burst of changes costs two writes. A
 * failed write is dropped: the next change or the caller's interval writes the view again.
 */
export interface LatestViewWriter {
  write(): void;
  /** Resolves once every write asked for so far has ended. */
  settled(): Promise<unknown>;
}

export function latestViewWriter(writeLatest: () => Promise<unknown>): LatestViewWriter {
  let writing: Promise<unknown> = Promise.resolve();
  let queued = false;
  return {
    write() {
      if (queued) return;
      queued = true;
      writing = writing
        .then(() => {
          queued = false;
          return writeLatest();
        })
        .catch(() => undefined);
    },
    settled: () => writing,
  };
}
