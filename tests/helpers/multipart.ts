// A multipart/form-data body as a browser sends an upload form.
import { randomBytes } from 'node:crypto';

export function multipart(parts: { name: string; filename?: string; data: Buffer | string }[]) {
  const boundary = `----salvia${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `Content-Type: ${part.filename === undefined ? 'text/plain' : 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
