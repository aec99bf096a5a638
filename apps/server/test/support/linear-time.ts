/**
 * How long a check of adversarial input may take in the pattern tests. A backtracking engine would
 * take longer than anyone waits on those inputs (their nested quantifiers are exponential): the
 * bound only tells linear from catastrophic, and leaves room for a busy machine.
 */
export const LINEAR_TIME_BOUND_MS = 1_000;
