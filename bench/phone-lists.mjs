/**
 * The phone-lists bench's targets, through the API of a real server process: a 100,000-row .xlsx (generated here, column A,
 * both number forms, some duplicates and invalid rows) previewed and imported, with the server's peak RSS over
 * its settled idle RSS; then the 100,000 numbers distributed over 20 ACTIVE accounts. The server's plans are
 * made unlimited first (plans are data), so one user can hold 20 accounts.
 */
import * as XLSX from '@e965/xlsx';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { api, cookieAccount, peakRssDuring, register, settledRss } from './common.mjs';

const ROWS = 100_000;
const ACCOUNTS = 20;
const SIM_SEED = 'zalo-manager'; // the server's default ZALO_SIM_SEED: the same world in both processes

/** Column A: 0xxxxxxxxx and +84xxxxxxxxx forms, numbers that lost their leading 0, 1 % duplicates, 1 % text. */
export function phoneWorkbook(rows = ROWS) {
  const cells = [['Số điện thoại']];
  for (let i = 0; i < rows - 1; i++) {
    const local = `9${String(10_000_000 + i).padStart(8, '0')}`; // 9xxxxxxxx: a Viettel-style mobile
    if (i % 100 === 0) cells.push(['không phải số']);
    else if (i % 100 === 1) cells.push([`0${`9${String(10_000_000 + i - 2).padStart(8, '0')}`}`]); // the number two rows up again
    else if (i % 3 === 0) cells.push([`+84${local}`]);
    else if (i % 3 === 1) cells.push([Number(local)]);
    else cells.push([`0${local}`]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(cells), 'Danh sách');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
}

const upload = (file, fields = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file]), 'danh-sach.xlsx');
  return form;
};

/** 20 accounts logged in with cookies of people of the server's simulated world (300 people; the accounts bench uses the first 200): ACTIVE. */
async function activeAccounts(baseUrl, token) {
  const world = createSimulatorPlatform({ seed: SIM_SEED }).world;
  const people = world.users().slice(200, 200 + ACCOUNTS);
  for (const person of people) {
    await cookieAccount(baseUrl, token, world, person);
  }
  const active = (await api(baseUrl, 'GET', '/accounts', token)).accounts.filter((account) => account.status === 'ACTIVE').length;
  if (active !== ACCOUNTS) throw new Error(`${active} of ${ACCOUNTS} bench accounts are ACTIVE`);
  return active;
}

export async function phoneListsBench(baseUrl, serverPid) {
  const { token } = await register(baseUrl, 'bench-phone');
  const file = phoneWorkbook();
  const idleMb = await settledRss(serverPid);

  const preview = await peakRssDuring(serverPid, () => api(baseUrl, 'POST', '/phone-lists/preview', token, upload(file)));
  const imported = await peakRssDuring(serverPid, () =>
    api(baseUrl, 'POST', '/phone-lists/import', token, upload(file, { listName: 'Bench 100.000 số', description: 'Tạo bởi npm run bench' })),
  );
  const listId = imported.result.id;
  const activeCount = await activeAccounts(baseUrl, token);
  const distributed = await peakRssDuring(serverPid, () => api(baseUrl, 'POST', `/phone-lists/${listId}/distribute`, token));
  const stats = await api(baseUrl, 'GET', `/phone-lists/${listId}/stats`, token);
  return {
    rows: ROWS,
    fileKb: Math.round(file.length / 1024),
    idleMb,
    previewMs: preview.ms,
    preview: { totalRows: preview.result.totalRows, validCount: preview.result.validCount, invalidCount: preview.result.invalidCount },
    importMs: imported.ms,
    importedNumbers: imported.result.validNumbers,
    storedNumbers: stats.importStats.total,
    peakExtraMb: Math.max(preview.peak, imported.peak) - idleMb,
    accounts: activeCount,
    distributeMs: distributed.ms,
    distributed: distributed.result.totalDistributed,
  };
}
