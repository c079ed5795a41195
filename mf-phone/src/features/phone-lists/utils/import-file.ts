/** The import dialog's file rules: an Excel workbook of at most 10 MB. */
export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;
export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const EXCEL_ACCEPT = EXCEL_EXTENSIONS.join(',');
export const LIST_NAME_MAX = 255;
export const LIST_DESCRIPTION_MAX = 500;

export const IMPORT_FILE_ERRORS = {
  type: 'Chỉ hỗ trợ file Excel (.xlsx, .xls)',
  size: 'File không được vượt quá 10MB',
} as const;

/** The error text of a chosen file, or null when it may be previewed. */
export function checkExcelFile(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!EXCEL_EXTENSIONS.some((extension) => name.endsWith(extension))) return IMPORT_FILE_ERRORS.type;
  if (file.size > EXCEL_MAX_BYTES) return IMPORT_FILE_ERRORS.size;
  return null;
}
