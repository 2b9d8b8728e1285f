// The median time of a call, in milliseconds: `warmUps` calls first (caches, prepared statements,
// the JIT), then `runs` timed calls. What the benchmarks report, as medians are steadier than means
// on a shared machine.
export async function medianMs(run: () => unknown, runs: number, warmUps: number): Promise<number> {
  for (let warm = 0; warm < warmUps; warm += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/**
 * The median times of two calls timed in turns (a, b, a, b…), for a ratio between them: on a shared
 * machine a slow spell then weighs on both alike, where timing all of one and then all of the other
 * moved a ratio by half between runs (bench:reports).
 */
export async function pairedMedianMs(a: () => unknown, b: () => unknown, runs: number, warmUps: number): Promise<[number, number]> {
  for (let warm = 0; warm < warmUps; warm += 1) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let index = 0; index < runs; index += 1) {
    for (const [which, run] of [a, b].entries()) {
      const started = performance.now();
      await run();
      times[which as 0 | 1].push(performance.now() - started);
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
  return [median(times[0]), median(times[1])];
}
