import type { FastifyInstance } from 'fastify';

/** This server's own address, for the calls it makes to itself (the SDK to the simulator, its webhook). */
export function selfUrl(app: FastifyInstance, configuredPort: number): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${configuredPort}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
