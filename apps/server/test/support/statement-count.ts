// A test's query logger also sees the statements of background jobs on the same server (the code pool
// watch runs every 5 minutes, the wall feed poll on its cron): the fewest of a few identical
// measurements is the request's own count.
export async function fewestStatements(measure: () => Promise<number>, runs = 2): Promise<number> {
  let fewest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) fewest = Math.min(fewest, await measure());
  return fewest;
}
