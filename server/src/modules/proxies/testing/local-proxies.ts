import net from 'node:net';
import tls from 'node:tls';

/**
 * Real, tiny proxies on 127.0.0.1 for tests: an HTTP CONNECT proxy (optionally over TLS, optionally
 * with Basic auth) and a SOCKS proxy (SOCKS5 with optional username/password, and SOCKS4/4a). They
 * relay bytes to the requested target, or to `routeTo` when given (so a test can point any target,
 * e.g. example.com:443, at a local server without reaching the internet). Written independently of
 * the client in ../tunnel.ts, so the tests check it against the protocols, not against itself.
 */

export interface Credentials {
  username: string;
  password: string;
}

export interface LocalServer {
  host: '127.0.0.1';
  port: number;
  /** What the proxy was asked to reach, in order ('example.com:443'). */
  requests: string[];
  /** Connections accepted so far. */
  connections: () => number;
  close(): Promise<void>;
}

interface ProxyOptions {
  auth?: Credentials;
  /** Relay every tunnel here instead of the requested target. */
  routeTo?: { host: string; port: number };
}

/** Small awaited reads over a server-side socket. */
function reader(socket: net.Socket) {
  let buffer = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  let ended = false;
  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake?.();
  };
  socket.on('data', onData);
  socket.on('end', () => {
    ended = true;
    wake?.();
  });
  const until = async (ready: () => boolean) => {
    while (!ready()) {
      if (ended) throw new Error('client went away');
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  };
  return {
    async bytes(length: number): Promise<Buffer> {
      await until(() => buffer.length >= length);
      const out = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      return out;
    },
    async cString(): Promise<string> {
      await until(() => buffer.includes(0));
      const end = buffer.indexOf(0);
      const out = buffer.subarray(0, end).toString('utf8');
      buffer = buffer.subarray(end + 1);
      return out;
    },
    async head(): Promise<string> {
      await until(() => buffer.includes('\r\n\r\n'));
      const end = buffer.indexOf('\r\n\r\n');
      const out = buffer.subarray(0, end).toString('latin1');
      buffer = buffer.subarray(end + 4);
      return out;
    },
    /** Stops reading and gives back what came after the handshake. */
    release(): Buffer {
      socket.off('data', onData);
      socket.pause();
      return buffer;
    },
  };
}

function listen(server: net.Server, requests: string[]): Promise<LocalServer> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  server.on(server instanceof tls.Server ? 'secureConnection' : 'connection', (socket: net.Socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        host: '127.0.0.1',
        port,
        requests,
        connections: () => accepted,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Connects to the target and, once connected, pipes the client and the target both ways. */
function relay(client: net.Socket, target: { host: string; port: number }, early: Buffer, onOpen: () => void, onFail: () => void) {
  const upstream = net.connect(target.port, target.host);
  let open = false;
  upstream.once('connect', () => {
    open = true;
    onOpen();
    if (early.length) upstream.write(early);
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  });
  upstream.on('error', () => {
    if (open) client.destroy();
    else onFail();
  });
  client.on('close', () => upstream.destroy());
}

/** An HTTP CONNECT proxy; with `tls` it is an HTTPS proxy (TLS between client and proxy). */
export function startHttpConnectProxy(options: ProxyOptions & { tls?: { cert: string; key: string } } = {}): Promise<LocalServer> {
  const requests: string[] = [];
  const handle = async (socket: net.Socket) => {
    const read = reader(socket);
    const head = await read.head();
    const [requestLine, ...headerLines] = head.split('\r\n');
    const match = /^CONNECT (\S+) HTTP\/1\.[01]$/.exec(requestLine);
    if (!match) {
      socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    requests.push(match[1]);
    if (options.auth) {
      const expected = `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64')}`;
      const given = headerLines.find((line) => /^proxy-authorization:/i.test(line))?.replace(/^[^:]+:\s*/, '');
      if (given !== expected) {
        socket.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n');
        return;
      }
    }
    const hostPort = /^\[?([^\]]+?)\]?:(\d+)$/.exec(match[1]);
    const target = options.routeTo ?? { host: hostPort?.[1] ?? '', port: Number(hostPort?.[2]) };
    relay(
      socket,
      target,
      read.release(),
      () => socket.write('HTTP/1.1 200 Connection Established\r\n\r\n'),
      () => socket.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'),
    );
  };
  const onSocket = (socket: net.Socket) => void handle(socket).catch(() => socket.destroy());
  const server = options.tls ? tls.createServer({ cert: options.tls.cert, key: options.tls.key }, onSocket) : net.createServer(onSocket);
  return listen(server, requests);
}

/** A SOCKS proxy: SOCKS5 (username/password required when `auth` is given) and SOCKS4/4a. */
export function startSocksProxy(options: ProxyOptions = {}): Promise<LocalServer> {
  const requests: string[] = [];
  const handle = async (socket: net.Socket) => {
    const read = reader(socket);
    const [version] = await read.bytes(1);
    if (version === 0x04) {
      const [, portHi, portLo, a, b, c, d] = await read.bytes(7);
      await read.cString(); // user id
      const host = a === 0 && b === 0 && c === 0 && d !== 0 ? await read.cString() : [a, b, c, d].join('.');
      const port = (portHi << 8) | portLo;
      requests.push(`${host}:${port}`);
      const reply = (code: number) => Buffer.from([0x00, code, 0, 0, 0, 0, 0, 0]);
      relay(socket, options.routeTo ?? { host, port }, read.release(), () => socket.write(reply(0x5a)), () => socket.end(reply(0x5b)));
      return;
    }
    if (version !== 0x05) {
      socket.destroy();
      return;
    }
    const [count] = await read.bytes(1);
    const methods = [...(await read.bytes(count))];
    const wanted = options.auth ? 0x02 : 0x00;
    if (!methods.includes(wanted)) {
      socket.end(Buffer.from([0x05, 0xff]));
      return;
    }
    socket.write(Buffer.from([0x05, wanted]));
    if (options.auth) {
      const [, userLength] = await read.bytes(2);
      const username = (await read.bytes(userLength)).toString('utf8');
      const [passwordLength] = await read.bytes(1);
      const password = (await read.bytes(passwordLength)).toString('utf8');
      if (username !== options.auth.username || password !== options.auth.password) {
        socket.end(Buffer.from([0x01, 0x01]));
        return;
      }
      socket.write(Buffer.from([0x01, 0x00]));
    }
    const [, command, , addressType] = await read.bytes(4);
    let host: string;
    if (addressType === 0x01) host = [...(await read.bytes(4))].join('.');
    else if (addressType === 0x03) host = (await read.bytes((await read.bytes(1))[0])).toString('utf8');
    else if (addressType === 0x04) {
      const raw = await read.bytes(16);
      host = Array.from({ length: 8 }, (_, i) => raw.readUInt16BE(i * 2).toString(16)).join(':');
    } else {
      socket.destroy();
      return;
    }
    const port = (await read.bytes(2)).readUInt16BE(0);
    requests.push(`${host}:${port}`);
    const reply = (code: number) => Buffer.from([0x05, code, 0x00, 0x01, 127, 0, 0, 1, 0x1f, 0x90]);
    if (command !== 0x01) {
      socket.end(reply(0x07));
      return;
    }
    relay(socket, options.routeTo ?? { host, port }, read.release(), () => socket.write(reply(0x00)), () => socket.end(reply(0x05)));
  };
  return listen(
    net.createServer((socket) => void handle(socket).catch(() => socket.destroy())),
    requests,
  );
}

/** A TCP server that greets every connection with `hello\n` and echoes what it receives: the test target. */
export function startEchoTarget(): Promise<LocalServer> {
  return listen(
    net.createServer((socket) => {
      socket.write('hello\n');
      socket.pipe(socket);
    }),
    [],
  );
}

/** Accepts connections and never answers: a proxy that hangs, for time-outs. */
export function startSilentServer(): Promise<LocalServer> {
  return listen(net.createServer(() => undefined), []);
}

/** A loopback port with nothing listening on it (taken, then released). */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
