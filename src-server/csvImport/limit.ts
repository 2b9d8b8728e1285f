// At most `limit` tasks running at once, the rest waiting their turn in order: an import's e-mails
// go out a few at a time, not one after another (minutes for a big file) nor all at once (a
// connection per message to the relay).
export function limited(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
