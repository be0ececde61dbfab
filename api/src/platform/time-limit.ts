/**
 * What `work` comes to, or an error saying `what` did not answer once `ms` have passed. The work
 * itself goes on (nothing here can stop it); its later failure is no unhandled rejection.
 */
export function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
