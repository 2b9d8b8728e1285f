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
