import { auditExportQuery } from './export-audit-log';

test('the filters go after the link’s own parameters; none adds nothing', () => {
  expect(auditExportQuery({})).toBe('');
  expect(auditExportQuery({ actor: 'u1', from: '2026-11-01', to: '2026-11-27' })).toBe('&actor=u1&from=2026-11-01&to=2026-11-27');
});
