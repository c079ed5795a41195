import { checkExcelFile, EXCEL_MAX_BYTES, IMPORT_FILE_ERRORS } from './import-file';

test.each(['so-dien-thoai.xlsx', 'KHACH.XLS', 'a.b.xls'])('%s is accepted', (name) => {
  expect(checkExcelFile({ name, size: 1024 })).toBeNull();
});

test.each(['numbers.csv', 'numbers.xlsx.pdf', 'numbers', 'numbers.xlsm', 'xlsx'])('%s is refused as not Excel', (name) => {
  expect(checkExcelFile({ name, size: 1024 })).toBe(IMPORT_FILE_ERRORS.type);
});

test('10 MB is the most; one byte more is refused', () => {
  expect(checkExcelFile({ name: 'big.xlsx', size: EXCEL_MAX_BYTES })).toBeNull();
  expect(checkExcelFile({ name: 'big.xlsx', size: EXCEL_MAX_BYTES + 1 })).toBe('File không được vượt quá 10MB');
});
