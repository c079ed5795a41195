import { DNC_PAGE_SIZE, type DoNotContactCounts, type DoNotContactEntry, type DoNotContactPage } from 'shared-sdk';

export const entryFixture = (overrides: Partial<DoNotContactEntry> = {}): DoNotContactEntry => ({
  id: '6a1f0c1e-0000-4000-8000-000000000001',
  kind: 'phone',
  phone: '0912345678',
  globalId: null,
  displayName: null,
  source: 'manual',
  createdAt: '2026-03-02T02:30:00.000Z',
  ...overrides,
});

export const sampleEntries: DoNotContactEntry[] = [
  entryFixture({ id: '6a1f0c1e-0000-4000-8000-000000000001', kind: 'user', phone: '0987654321', globalId: 'G1A2B3C4D5E6F7A8B', displayName: 'Nguyễn Thị Lan', source: 'opt-out' }),
  entryFixture({ id: '6a1f0c1e-0000-4000-8000-000000000002', phone: '0912345678', source: 'import' }),
  entryFixture({ id: '6a1f0c1e-0000-4000-8000-000000000003', kind: 'user', phone: null, globalId: 'G9F8E7D6C5B4A3928', displayName: 'Trần Văn Minh', source: 'job' }),
];

export const pageOf = (items: DoNotContactEntry[], page = 1, total = items.length): DoNotContactPage => ({
  items,
  pagination: { page, limit: DNC_PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / DNC_PAGE_SIZE)) },
});

export const countsOf = (items: DoNotContactEntry[]): DoNotContactCounts => ({
  total: items.length,
  phones: items.filter((e) => e.kind === 'phone').length,
  people: items.filter((e) => e.kind === 'user').length,
  bySource: {
    manual: items.filter((e) => e.source === 'manual').length,
    job: items.filter((e) => e.source === 'job').length,
    import: items.filter((e) => e.source === 'import').length,
    'opt-out': items.filter((e) => e.source === 'opt-out').length,
  },
});
