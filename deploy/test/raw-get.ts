import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As the server sent it: fetch would decode a compressed body. */
  body: Buffer;
}

/** A GET that keeps the body's bytes, to compare what nginx sends with what the portal sent. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((done, fail) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', fail);
  });
}
