import net from 'node:net';
import tls from 'node:tls';
import { formatProxyAddress, type ProxyScheme } from 'shared-sdk/schemas';

/**
 * A TCP tunnel through a proxy, written on node:net and node:tls directly: an HTTP CONNECT request
 * (http, and https = the same over TLS to the proxy), or a SOCKS4/4a or SOCKS5 handshake (RFC 1928,
 * with RFC 1929 username/password). The proxy test uses it; the chat-platform driver can build its
 * agent on it too. Every failure is a ProxyTunnelError whose message is Vietnamese and shown as is.
 */

export interface ProxyEndpoint {
  scheme: ProxyScheme;
  host: string;
  port: number;
  username?: string | null;
  password?: string | null;
}

export interface TunnelTarget {
  host: string;
  port: number;
}

export interface TunnelOptions {
  /** The whole of connect + TLS + handshake must finish within this. */
  timeoutMs: number;
  /** For https proxies: extra trust (tests pass their own CA); certificates are verified by default. */
  tls?: Pick<tls.ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
}

export type TunnelErrorCode =
  | 'TIMEOUT'
  | 'CONNECT_FAILED'
  | 'CLOSED'
  | 'TLS'
  | 'BAD_RESPONSE'
  | 'AUTH_REQUIRED'
  | 'AUTH_FAILED'
  | 'REFUSED'
  | 'UNSUPPORTED';

/** Why a tunnel did not open: a sentence for people (`message`) and, apart, its technical part (`detail`). */
export class ProxyTunnelError extends Error {
  constructor(
    message: string,
    readonly code: TunnelErrorCode,
    /** The proxy's HTTP status, a system error code or text: for a detail line, never the main one. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ProxyTunnelError';
  }
}

const MAX_HTTP_HEAD = 16 * 1024;

const TEXTS = {
  timeout: (ms: number) => `Hết thời gian chờ (${Math.round(ms / 100) / 10} giây) khi kết nối qua proxy`,
  refused: 'Proxy từ chối kết nối (không có dịch vụ nào ở địa chỉ và cổng này)',
  notFound: 'Không tìm thấy máy chủ proxy (tên miền không phân giải được)',
  unreachable: 'Không tới được máy chủ proxy (mạng không tới được)',
  reset: 'Proxy đã ngắt kết nối giữa chừng',
  closed: 'Proxy đã đóng kết nối trước khi hoàn tất',
  tls: 'Không thiết lập được kết nối bảo mật tới proxy HTTPS (chứng chỉ không hợp lệ, hoặc máy chủ không phải proxy HTTPS)',
  connectFailed: 'Không kết nối được tới proxy',
  notHttpProxy: 'Phản hồi không phải của một proxy HTTP',
  headTooLarge: 'Phản hồi của proxy quá lớn',
  authRequired: 'Proxy yêu cầu tên đăng nhập và mật khẩu',
  authFailed: 'Sai tên đăng nhập hoặc mật khẩu proxy',
  httpRefused: (target: string) => `Proxy không mở được kết nối tới ${target}`,
  notSocks4: 'Phản hồi không phải của một proxy SOCKS4',
  socks4Ipv6: 'SOCKS4 không hỗ trợ địa chỉ IPv6',
  socks4Refused: (target: string, detail: string) => `Proxy SOCKS4 từ chối kết nối tới ${target}: ${detail}`,
  notSocks5: 'Phản hồi không phải của một proxy SOCKS5',
  socks5NoMethod: 'Proxy SOCKS5 không chấp nhận phương thức xác thực nào được đưa ra',
  socks5Method: 'Proxy SOCKS5 chọn phương thức xác thực không được hỗ trợ',
  socks5CredentialTooLong: 'Tên đăng nhập hoặc mật khẩu quá dài: SOCKS5 chỉ nhận tối đa 255 ký tự không dấu',
  socks5Refused: (target: string, reason?: string) => `Proxy SOCKS5 không mở được kết nối tới ${target}${reason ? `: ${reason}` : ''}`,
} as const;

const SOCKS5_REPLIES: Record<number, string> = {
  1: 'lỗi chung của máy chủ SOCKS',
  2: 'luật của proxy không cho phép kết nối này',
  3: 'mạng không tới được',
  4: 'máy đích không tới được',
  5: 'máy đích từ chối kết nối',
  6: 'hết thời gian (TTL)',
  7: 'lệnh không được hỗ trợ',
  8: 'kiểu địa chỉ không được hỗ trợ',
};

const SOCKS4_REPLIES: Record<number, string> = {
  0x5b: 'yêu cầu bị từ chối hoặc thất bại',
  0x5c: 'không liên lạc được identd của máy khách',
  0x5d: 'identd không xác nhận người dùng',
};

/** Buffered reads over a socket's 'data' events, for the few bytes of a handshake. */
class HandshakeReader {
  private buffer: Buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private ended = false;

  constructor(private readonly socket: net.Socket) {
    socket.on('data', this.onData);
    socket.on('end', this.onEnd);
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    this.wake?.();
  };

  private readonly onEnd = () => {
    this.ended = true;
    this.wake?.();
  };

  private async until(ready: () => boolean): Promise<void> {
    while (!ready()) {
      if (this.ended) throw new ProxyTunnelError(TEXTS.closed, 'CLOSED');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }

  async read(length: number): Promise<Buffer> {
    await this.until(() => this.buffer.length >= length);
    const out = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return out;
  }

  /** An HTTP response head, up to and including the blank line. */
  async readHead(): Promise<string> {
    let end = -1;
    await this.until(() => {
      end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0 && this.buffer.length > MAX_HTTP_HEAD) throw new ProxyTunnelError(TEXTS.headTooLarge, 'BAD_RESPONSE');
      return end >= 0;
    });
    const head = this.buffer.subarray(0, end).toString('latin1');
    this.buffer = this.buffer.subarray(end + 4);
    return head;
  }

  /** Stops reading; what arrived after the handshake is handed back. */
  detach(): Buffer {
    this.socket.off('data', this.onData);
    this.socket.off('end', this.onEnd);
    this.socket.pause();
    return this.buffer;
  }
}

function describeSocketError(error: NodeJS.ErrnoException): ProxyTunnelError {
  if (error instanceof ProxyTunnelError) return error;
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return new ProxyTunnelError(TEXTS.refused, 'CONNECT_FAILED');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return new ProxyTunnelError(TEXTS.notFound, 'CONNECT_FAILED');
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    return new ProxyTunnelError(TEXTS.unreachable, 'CONNECT_FAILED');
  }
  if (code === 'ECONNRESET' || code === 'EPIPE') return new ProxyTunnelError(TEXTS.reset, 'CLOSED');
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|SSL/.test(code)) {
    return new ProxyTunnelError(TEXTS.tls, 'TLS', error.message || code);
  }
  return new ProxyTunnelError(TEXTS.connectFailed, 'CONNECT_FAILED', error.message || code || undefined);
}

const hasCredentials = (proxy: ProxyEndpoint) => Boolean(proxy.username || proxy.password);

async function httpConnect(proxy: ProxyEndpoint, target: TunnelTarget, socket: net.Socket, reader: HandshakeReader) {
  const authority = formatProxyAddress(target.host, target.port);
  const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`];
  if (hasCredentials(proxy)) {
    const token = Buffer.from(`${proxy.username ?? ''}:${proxy.password ?? ''}`, 'utf8').toString('base64');
    lines.push(`Proxy-Authorization: Basic ${token}`);
  }
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const head = await reader.readHead();
  const match = /^HTTP\/1\.[01] (\d{3})(?: ([^\r\n]*))?/.exec(head);
  if (!match) throw new ProxyTunnelError(TEXTS.notHttpProxy, 'BAD_RESPONSE');
  const status = Number(match[1]);
  if (status >= 200 && status < 300) return;
  if (status === 407) {
    throw hasCredentials(proxy)
      ? new ProxyTunnelError(TEXTS.authFailed, 'AUTH_FAILED')
      : new ProxyTunnelError(TEXTS.authRequired, 'AUTH_REQUIRED');
  }
  const reason = (match[2] ?? '').trim().slice(0, 100);
  throw new ProxyTunnelError(TEXTS.httpRefused(authority), 'REFUSED', reason ? `HTTP ${status} ${reason}` : `HTTP ${status}`);
}

function portBytes(port: number): number[] {
  return [(port >> 8) & 0xff, port & 0xff];
}

/** 16 bytes of an IPv6 address (with :: and an optional dotted IPv4 tail). */
export function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1].split('.').map(Number));
    text = `${text.slice(0, -dotted[1].length)}0:0`;
  }
  const [head, rest] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').filter(Boolean) : []);
  const left = groups(head);
  const right = groups(rest);
  const missing = 8 - left.length - right.length;
  const all = rest === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  const bytes = all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [(value >> 8) & 0xff, value & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

async function socks4Connect(proxy: ProxyEndpoint, target: TunnelTarget, socket: net.Socket, reader: HandshakeReader) {
  const authority = formatProxyAddress(target.host, target.port);
  if (net.isIPv6(target.host)) throw new ProxyTunnelError(TEXTS.socks4Ipv6, 'UNSUPPORTED');
  const isIp = net.isIPv4(target.host);
  // SOCKS4's USERID field carries the proxy's username.
  const socksUserId = Buffer.from(proxy.username ?? '', 'utf8');
  const request = Buffer.concat([
    Buffer.from([0x04, 0x01, ...portBytes(target.port), ...(isIp ? target.host.split('.').map(Number) : [0, 0, 0, 1])]),
    socksUserId,
    Buffer.from([0x00]),
    // SOCKS4a: the proxy resolves the name.
    ...(isIp ? [] : [Buffer.from(target.host, 'utf8'), Buffer.from([0x00])]),
  ]);
  socket.write(request);
  const reply = await reader.read(8);
  if (reply[0] !== 0x00 && reply[0] !== 0x04) throw new ProxyTunnelError(TEXTS.notSocks4, 'BAD_RESPONSE');
  if (reply[1] === 0x5a) return;
  const detail = SOCKS4_REPLIES[reply[1]];
  if (!detail) throw new ProxyTunnelError(TEXTS.notSocks4, 'BAD_RESPONSE');
  throw new ProxyTunnelError(TEXTS.socks4Refused(authority, detail), reply[1] === 0x5b ? 'REFUSED' : 'AUTH_FAILED');
}

async function socks5Connect(proxy: ProxyEndpoint, target: TunnelTarget, socket: net.Socket, reader: HandshakeReader) {
  const authority = formatProxyAddress(target.host, target.port);
  const withAuth = hasCredentials(proxy);
  const username = Buffer.from(proxy.username ?? '', 'utf8');
  const password = Buffer.from(proxy.password ?? '', 'utf8');
  if (withAuth && (username.length > 255 || password.length > 255)) {
    throw new ProxyTunnelError(TEXTS.socks5CredentialTooLong, 'UNSUPPORTED');
  }
  const methods = withAuth ? [0x00, 0x02] : [0x00];
  socket.write(Buffer.from([0x05, methods.length, ...methods]));
  const [version, method] = await reader.read(2);
  if (version !== 0x05) throw new ProxyTunnelError(TEXTS.notSocks5, 'BAD_RESPONSE');
  if (method === 0xff) {
    throw withAuth
      ? new ProxyTunnelError(TEXTS.socks5NoMethod, 'AUTH_FAILED')
      : new ProxyTunnelError(TEXTS.authRequired, 'AUTH_REQUIRED');
  }
  if (method === 0x02 && withAuth) {
    socket.write(Buffer.concat([Buffer.from([0x01, username.length]), username, Buffer.from([password.length]), password]));
    const [, status] = await reader.read(2);
    if (status !== 0x00) throw new ProxyTunnelError(TEXTS.authFailed, 'AUTH_FAILED');
  } else if (method !== 0x00) {
    throw new ProxyTunnelError(TEXTS.socks5Method, 'UNSUPPORTED', `0x${method.toString(16)}`);
  }

  let address: Buffer;
  if (net.isIPv4(target.host)) address = Buffer.from([0x01, ...target.host.split('.').map(Number)]);
  else if (net.isIPv6(target.host)) address = Buffer.from([0x04, ...ipv6Bytes(target.host)]);
  else {
    const name = Buffer.from(target.host, 'utf8');
    address = Buffer.concat([Buffer.from([0x03, name.length]), name]);
  }
  socket.write(Buffer.concat([Buffer.from([0x05, 0x01, 0x00]), address, Buffer.from(portBytes(target.port))]));
  const [replyVersion, reply, , addressType] = await reader.read(4);
  if (replyVersion !== 0x05) throw new ProxyTunnelError(TEXTS.notSocks5, 'BAD_RESPONSE');
  if (reply !== 0x00) {
    throw new ProxyTunnelError(TEXTS.socks5Refused(authority, SOCKS5_REPLIES[reply]), 'REFUSED', SOCKS5_REPLIES[reply] ? undefined : `SOCKS5 ${reply}`);
  }
  // The bound address and port follow; read them so the tunnel starts clean.
  if (addressType === 0x01) await reader.read(4);
  else if (addressType === 0x04) await reader.read(16);
  else if (addressType === 0x03) await reader.read((await reader.read(1))[0]);
  else throw new ProxyTunnelError(TEXTS.notSocks5, 'BAD_RESPONSE');
  await reader.read(2);
}

/**
 * Opens a tunnel through `proxy` to `target`. The socket it resolves with carries the target's bytes
 * (for an https proxy it is the TLS socket to the proxy); the caller owns it and must destroy it.
 */
export function openTunnel(proxy: ProxyEndpoint, target: TunnelTarget, options: TunnelOptions): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket: net.Socket =
      proxy.scheme === 'https'
        ? tls.connect({
            host: proxy.host,
            port: proxy.port,
            servername: net.isIP(proxy.host) ? undefined : proxy.host,
            ALPNProtocols: ['http/1.1'],
            ...options.tls,
          })
        : net.connect({ host: proxy.host, port: proxy.port });
    const reader = new HandshakeReader(socket);

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reader.detach();
      socket.destroy();
      reject(describeSocketError(error as NodeJS.ErrnoException));
    };
    const onClose = () => fail(new ProxyTunnelError(TEXTS.closed, 'CLOSED'));
    const timer = setTimeout(() => fail(new ProxyTunnelError(TEXTS.timeout(options.timeoutMs), 'TIMEOUT')), options.timeoutMs);
    socket.on('error', fail);
    socket.once('close', onClose);

    socket.once(proxy.scheme === 'https' ? 'secureConnect' : 'connect', () => {
      const handshake =
        proxy.scheme === 'socks5'
          ? socks5Connect(proxy, target, socket, reader)
          : proxy.scheme === 'socks4'
            ? socks4Connect(proxy, target, socket, reader)
            : httpConnect(proxy, target, socket, reader);
      handshake.then(() => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.off('error', fail);
        socket.off('close', onClose);
        const early = reader.detach();
        if (early.length) socket.unshift(early);
        resolve(socket);
      }, fail);
    });
  });
}
