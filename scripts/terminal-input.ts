// Reading input for command-line scripts: a line typed without echo, or all of standard input.

/** Reads a line from the terminal without showing it (passwords). Ctrl-C cancels. */
export function readHiddenLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the prompt shows, so nothing typed right away is displayed.
  stdin.setRawMode(true);
  process.stdout.write(prompt);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let chars: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          return resolve(chars.join(''));
        }
        if (char === '\u0003') {
          finish();
          return reject(new Error('Cancelled. Nothing was changed.'));
        }
        if (char === '\u007f' || char === '\b') chars = chars.slice(0, -1);
        else if (char >= ' ') chars.push(char);
      }
    };
    stdin.on('data', onData);
  });
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
