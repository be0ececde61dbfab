const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a probe (an assertion or a read) until it passes, or rethrows its last failure at the deadline. */
export async function eventually<T>(probe: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
    }
  }
}
