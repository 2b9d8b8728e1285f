// Failed logins counted per identifier (the e-mail or CPF/CNPJ typed), in memory: enough for a
// reference server, and it slows password guessing against one account without locking anyone
// out for longer than the window.
export type ThrottleOptions = { maxFailures: number; windowSeconds: number };

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = { maxFailures: 10, windowSeconds: 15 * 60 };

/** Identifiers tracked before old entries are swept, so random identifiers cannot grow memory. */
const SWEEP_THRESHOLD = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: ThrottleOptions | false,
    private readonly now: () => number,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when the identifier may try now. */
  retryAfterSeconds(key: string): number {
    if (!this.options) return 0;
    const recent = this.recent(key);
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[recent.length - this.options.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs() - this.now()) / 1000));
  }

  /**
   * For checks that await (scrypt): the attempt counts as a failure as soon as it starts, so
   * parallel guesses cannot all pass the limit while the first ones are still being hashed; a
   * success then resets the identifier. Answers what retryAfterSeconds does; a refused attempt
   * is not counted.
   */
  countAttempt(key: string): number {
    const retryAfter = this.retryAfterSeconds(key);
    if (retryAfter === 0) this.recordFailure(key);
    return retryAfter;
  }

  recordFailure(key: string): void {
    if (!this.options) return;
    if (this.failures.size >= SWEEP_THRESHOLD) this.sweep();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private windowMs(): number {
    return this.options ? this.options.windowSeconds * 1000 : 0;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs();
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
