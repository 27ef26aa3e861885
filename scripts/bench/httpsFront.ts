import http2 from 'node:http2';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';
import { generate } from 'selfsigned';

export interface HttpsFront {
  /** https://127.0.0.1:<port>, with a self-signed certificate (the browser must be told to accept it). */
  origin: string;
  close(): Promise<void>;
}

/**
 * What stands between members and the nodes in production: the load balancer, which ends TLS and
 * speaks HTTP/2 to browsers, passing each request on over HTTP/1.1 with the X-Forwarded headers the
 * server trusts from a proxy (TRUST_PROXY). A phone then fetches the page's files over the one
 * connection the page itself came on, where plain HTTP/1.1 opens up to six, each with its own
 * handshake and slow start. Here it is `http2-proxy` on Node's HTTP/2 server, for the benchmark.
 */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const upstream = new URL(target);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = http2.createSecureServer({ allowHTTP1: true, key: pems.private, cert: pems.cert });
  server.on('request', (req, res) => {
    proxy.web(
      req,
      res,
      {
        hostname: upstream.hostname,
        port: Number(upstream.port),
        onReq: async (_request, options) => {
          options.headers = {
            ...(options.headers as OutgoingHttpHeaders),
            'x-forwarded-for': req.socket.remoteAddress,
            'x-forwarded-proto': 'https',
            'x-forwarded-host': req.headers[':authority'] ?? req.headers.host,
          };
        },
      },
      (err) => {
        if (!err) return;
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
