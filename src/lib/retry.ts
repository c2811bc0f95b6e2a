// Retrying an operation that may fail for a moment (a dropped connection): a few attempts, waiting longer each
// time. Only for operations that are safe to repeat (storing a file at a fixed path, removing one).

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** How long to wait before attempt `n` (1 = the first retry), in milliseconds. */
  wait?: (n: number) => number;
}

/** The first successful result of `operation`, or the last attempt's error. */
export async function retry<T>(operation: () => Promise<T>, { attempts = 3, wait = (n) => 400 * 2 ** (n - 1) }: RetryOptions = {}): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, wait(attempt)));
    try {
      return await operation();
    } catch (error) {
      last = error;
      // A refusal (bad content, no permission) will not change on a second try.
      const code = (error as { code?: string }).code;
      if (code === 'invalid-argument' || code === 'permission-denied' || code === 'unauthenticated') break;
    }
  }
  throw last;
}
