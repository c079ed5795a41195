/**
 * Message and friend-request templates: variables and spintax, the same code on the server
 * (validation, rendering at send time) and in the browser (the compose boxes' help, live preview and errors).
 *
 * - `{ten}` the contact's display name, `{ten_zalo}` the contact's Zalo name, `{tai_khoan}` the sending
 *   account's name. Names are matched without regard to case or surrounding spaces (`{ Ten }` is `{ten}`).
 * - `{Chào|Xin chào|Chào bạn}` picks one option uniformly at random per recipient. Options may be empty, hold
 *   variables, or nest another choice (`{Chào|{Xin chào|Kính chào}}`).
 * - Outside braces, `{{` and `}}` write a literal `{` or `}`, and a lone `}` is kept as it is (emoticons).
 *   Inside braces, `{` opens a nested choice and `}` closes.
 * - Anything else between braces (`{abc}`, `{}`) and a `{` never closed are errors, in Vietnamese.
 */

export const TEMPLATE_VARIABLES = ['ten', 'ten_zalo', 'tai_khoan'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** What each variable stands for, for the compose boxes' help line. */
export const TEMPLATE_VARIABLE_LABELS: Record<TemplateVariable, string> = {
  ten: 'tên người nhận',
  ten_zalo: 'tên Zalo của người nhận',
  tai_khoan: 'tên tài khoản gửi',
};

/**
 * Used when a name is unknown: `{ten}` of a recipient without a stored name (a phone number whose lookup gave
 * no name) becomes "bạn"; `{ten_zalo}` falls back to the display name, then "bạn"; `{tai_khoan}` to "mình".
 */
export const TEMPLATE_FALLBACKS: Record<TemplateVariable, string> = {
  ten: 'bạn',
  ten_zalo: 'bạn',
  tai_khoan: 'mình',
};

export const TEMPLATE_MESSAGES = {
  unknownVariable: (name: string) => `Biến không hợp lệ: {${name}} (chỉ dùng {ten}, {ten_zalo}, {tai_khoan})`,
  emptyBraces: 'Cặp ngoặc {} trống: hãy viết một biến như {ten} hoặc các lựa chọn như {Chào|Xin chào}',
  unclosed: (position: number) => `Thiếu dấu } đóng cho dấu { ở ký tự thứ ${position}`,
  help: 'Biến: {ten} tên người nhận, {ten_zalo} tên Zalo, {tai_khoan} tên tài khoản gửi. Ngẫu nhiên: {Chào|Xin chào|Chào bạn} chọn một cho mỗi người. Viết {{ hoặc }} để có dấu ngoặc.',
} as const;

export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; name: TemplateVariable }
  | { kind: 'choice'; options: TemplateNode[][] };

export interface ParsedTemplate {
  nodes: TemplateNode[];
  /** Vietnamese, in the order met; empty when the template is valid. */
  errors: string[];
}

/** The names one recipient's text is rendered with; null or empty means unknown (see TEMPLATE_FALLBACKS). */
export interface TemplateNames {
  ten?: string | null;
  ten_zalo?: string | null;
  tai_khoan?: string | null;
}

const isVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

export function parseTemplate(source: string): ParsedTemplate {
  const errors: string[] = [];
  let index = 0;

  const pushText = (nodes: TemplateNode[], text: string) => {
    const last = nodes[nodes.length - 1];
    if (last?.kind === 'text') last.text += text;
    else nodes.push({ kind: 'text', text });
  };

  /** Reads up to the `}` that closes the brace opened at `open` (index is past it); null when never closed. */
  function readBraces(open: number): TemplateNode | null {
    const options: TemplateNode[][] = [[]];
    let raw = '';
    let nested = false;
    while (index < source.length) {
      const char = source[index];
      if (char === '{') {
        index += 1;
        const inner = readBraces(index - 1);
        if (!inner) return null;
        options[options.length - 1].push(inner);
        nested = true;
      } else if (char === '|') {
        options.push([]);
        raw += '|';
        index += 1;
      } else if (char === '}') {
        index += 1;
        if (options.length > 1) return { kind: 'choice', options };
        const name = raw.trim().toLowerCase();
        if (!nested && isVariable(name)) return { kind: 'variable', name };
        if (!nested && raw.trim() === '') errors.push(TEMPLATE_MESSAGES.emptyBraces);
        else errors.push(TEMPLATE_MESSAGES.unknownVariable(nested ? source.slice(open + 1, index - 1) : raw.trim()));
        return { kind: 'text', text: '' };
      } else {
        pushText(options[options.length - 1], char);
        raw += char;
        index += 1;
      }
    }
    errors.push(TEMPLATE_MESSAGES.unclosed(open + 1));
    return null;
  }

  const nodes: TemplateNode[] = [];
  while (index < source.length) {
    const char = source[index];
    if ((char === '{' || char === '}') && source[index + 1] === char) {
      pushText(nodes, char);
      index += 2;
    } else if (char === '{') {
      const open = index;
      index += 1;
      const node = readBraces(open);
      if (!node) {
        // Unclosed: the rest is kept as text so a preview still shows it.
        pushText(nodes, source.slice(open));
        break;
      }
      if (node.kind !== 'text' || node.text) nodes.push(node);
    } else {
      pushText(nodes, char);
      index += 1;
    }
  }
  return { nodes, errors };
}

/** The template's errors in Vietnamese; empty when it is valid. */
export function templateErrors(source: string): string[] {
  return parseTemplate(source).errors;
}

/** True when rendering can give different texts to different recipients (variables or choices). */
export function isPersonalised(source: string): boolean {
  return parseTemplate(source).nodes.some((node) => node.kind !== 'text');
}

function valueOf(name: TemplateVariable, names: TemplateNames): string {
  const pick = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  if (name === 'ten_zalo') return pick(names.ten_zalo) ?? pick(names.ten) ?? TEMPLATE_FALLBACKS.ten_zalo;
  return pick(names[name]) ?? TEMPLATE_FALLBACKS[name];
}

function renderNodes(nodes: TemplateNode[], names: TemplateNames, random: () => number): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text') text += node.text;
    else if (node.kind === 'variable') text += valueOf(node.name, names);
    else {
      const choice = Math.min(node.options.length - 1, Math.floor(random() * node.options.length));
      text += renderNodes(node.options[choice], names, random);
    }
  }
  return text;
}

/**
 * One recipient's text. `random` (in [0, 1)) is drawn once per choice met, never for a template without
 * choices. An invalid template renders what it can (unknown variables as nothing): validate before sending.
 */
export function renderTemplate(template: string | ParsedTemplate, names: TemplateNames, random: () => number = Math.random): string {
  const parsed = typeof template === 'string' ? parseTemplate(template) : template;
  return renderNodes(parsed.nodes, names, random);
}

/** The names the compose boxes' preview uses. */
export const TEMPLATE_SAMPLE_NAMES: TemplateNames = { ten: 'Nguyễn Văn An', ten_zalo: 'An Nguyễn', tai_khoan: 'Shop Hoa Mai' };

/** A small seeded generator (mulberry32) in [0, 1): the same seed gives the same draws, e.g. a stable preview. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
