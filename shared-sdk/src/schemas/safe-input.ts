/** Deepest nesting of objects and arrays any accepted input may have (bodies, stored metadata). */
export const MAX_INPUT_DEPTH = 16;

export const UNSAFE_INPUT_MESSAGES = {
  controlCharacter: 'Không được chứa ký tự điều khiển (như ký tự rỗng)',
  tooDeep: 'Dữ liệu lồng nhau quá sâu',
} as const;

// C0 controls and DEL, except tab, line feed and carriage return which texts may contain.
// PostgreSQL refuses NUL in text, and no field of the product means any of the others.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/**
 * The first place in `input` no schema should see: a string (value or key) with a control character,
 * or nesting deeper than MAX_INPUT_DEPTH. `path` is the dot path of the field, '' for the whole input.
 */
export function findUnsafeInput(input: unknown, path = '', depth = 0): { path: string; message: string } | null {
  if (typeof input === 'string') return hasControlCharacter(input) ? { path, message: UNSAFE_INPUT_MESSAGES.controlCharacter } : null;
  if (typeof input !== 'object' || input === null) return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, message: UNSAFE_INPUT_MESSAGES.tooDeep };
  for (const [key, value] of Object.entries(input)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return { path: keyPath, message: UNSAFE_INPUT_MESSAGES.controlCharacter };
    const found = findUnsafeInput(value, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}
