// The PIN comes from standard input only: a command line is visible to every user of the machine
// (ps, /proc) and stays in shell history. The bytes are wiped by the signer client once sent.
export async function readPinFromStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  const all = Buffer.concat(chunks);
  for (const chunk of chunks) chunk.fill(0);
  // One trailing line break (echo, a here-string) is not part of the PIN.
  let end = all.length;
  if (end > 0 && all[end - 1] === 0x0a) end -= 1;
  if (end > 0 && all[end - 1] === 0x0d) end -= 1;
  const pin = new Uint8Array(all.subarray(0, end));
  all.fill(0);
  return pin;
}
