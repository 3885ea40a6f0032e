export interface OutageGate {
  /** True from the first failure seen until a probe gets an answer again. */
  readonly down: boolean;
  /** Told when a query failed because the database could not be reached; true when this failure shut the gate. */
  noticed(): boolean;
  close(): void;
}

/**
 * Remembers that the database is unreachable, so that requests are refused at once instead of queueing for
 * connections that cannot be made, and probes it until it answers again. A probe that does not answer within
 * `probeTimeoutMs` counts as a failure, so a server that hangs keeps the gate shut as one that refuses does.
 */
export function createOutageGate(
  probe: () => Promise<unknown>,
  { probeEveryMs = 250, probeTimeoutMs = 1_000 } = {},
): OutageGate {
  let down = false;
  let closed = false;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function answers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), probeTimeoutMs).unref();
    });
    const answered = probe().then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function probeUntilBack() {
    while (down && !closed) {
      await wait(probeEveryMs);
      if (!closed && (await answers())) down = false;
    }
  }

  return {
    get down() {
      return down;
    },
    noticed() {
      if (down || closed) return false;
      down = true;
      void probeUntilBack();
      return true;
    },
    close() {
      closed = true;
      down = false;
    },
  };
}
