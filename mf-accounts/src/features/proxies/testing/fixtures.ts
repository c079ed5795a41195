import type { ProxyItem, ProxyPage, ProxyStats } from 'shared-sdk';

/** Sample proxies for stories and tests (no network). */
export function proxyFixture(overrides: Partial<ProxyItem> = {}): ProxyItem {
  return {
    id: '3f1c2a9e-5b7d-4c1e-9a2b-000000000001',
    name: 'Proxy Hà Nội 01',
    scheme: 'http',
    host: '103.145.22.10',
    port: 8080,
    username: 'khach01',
    maskedUsername: 'kh***01',
    hasPassword: true,
    isActive: true,
    lastTest: null,
    accounts: [],
    maxAccounts: 5,
    createdAt: '2026-03-15T02:30:00.000Z',
    updatedAt: '2026-03-15T02:30:00.000Z',
    ...overrides,
  };
}

export const sampleProxies: ProxyItem[] = [
  proxyFixture(),
  proxyFixture({ id: '3f1c2a9e-5b7d-4c1e-9a2b-000000000002', name: 'SOCKS5 Sài Gòn', scheme: 'socks5', host: 'sg.proxy.example.com', port: 1080 }),
  proxyFixture({
    id: '3f1c2a9e-5b7d-4c1e-9a2b-000000000003',
    name: 'Proxy dự phòng',
    scheme: 'https',
    host: '2001:db8::15',
    port: 443,
    username: null,
    maskedUsername: null,
    hasPassword: false,
    isActive: false,
  }),
  proxyFixture({ id: '3f1c2a9e-5b7d-4c1e-9a2b-000000000004', name: 'SOCKS4 Đà Nẵng', scheme: 'socks4', host: '10.0.0.4', port: 1081, hasPassword: false }),
];

export function pageOf(items: ProxyItem[], page = 1, limit = 12, total = items.length): ProxyPage {
  return { items, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

export function statsOf(items: ProxyItem[]): ProxyStats {
  const active = items.filter((proxy) => proxy.isActive).length;
  return { total: items.length, active, inactive: items.length - active };
}
