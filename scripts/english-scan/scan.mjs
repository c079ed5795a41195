/**
 * Finds English a customer would read, in the sources' string literals (TypeScript's parser, no build needed).
 *
 * Why the sources and not the built bundles: a bundle holds antd's, React's, ky's and valibot's own English
 * (developer warnings, error texts) beside ours, minified beyond telling them apart, and a finding in it names no
 * file. The sources hold every text of ours (the remotes, the shell, shared-sdk, the server's messages) with its
 * file and line, and are scanned in a second with no build.
 *
 * What counts as a text a customer reads is decided by where a literal stands:
 * - shown: JSX text; a JSX attribute such as title, label, placeholder, aria-label; a property such as label,
 *   title, message, description, reason, error; a value of a texts object (`…_TEXTS`, `…_MESSAGES`, `…_ERRORS`,
 *   `…_LABELS`); a message given to a toast, to the server's error helpers (badRequest, notFound, AppError…), to a
 *   valibot check (`v.minLength(8, '…')`) or as errorMessage's fallback. Any English word there is a finding.
 * - not shown: module names, types, property keys, comparisons (`status === 'PENDING'`), logs and `Error` messages
 *   (the server answers 500 with its own text, the front ends show their fallback), other JSX attributes (className,
 *   href), tagged templates (sql``), code tokens ('PENDING', 'flex-end', '/jobs', 'schedule_messages').
 * - anything else (a helper's return value, an argument of some function) is judged as prose: two or more English
 *   words in a sentence-like text are a finding, so English sentences are caught wherever they are built.
 * What the spec quotes, and the allowed names (words.mjs), are removed from a text before it is judged.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createSpecFilter, HOLE } from './spec-texts.mjs';
import { ALLOWED_NAMES, englishWordsOf } from './words.mjs';

/** What is scanned: every front end, shared-sdk, and the server's code that answers customers. */
export const SCAN_ROOTS = [
  'shell/src',
  'mf-accounts/src',
  'mf-social/src',
  'mf-jobs/src',
  'mf-phone/src',
  'mf-billing/src',
  'shared-sdk/src',
  'server/src',
];

/**
 * Not read by customers: tests, stories, test kits and fakes, migrations (SQL), the simulated Zalo (Zalo's own
 * words), a remote's standalone dev frame (developers only), and the OpenAPI document (a reference for developers
 * who call the API, written in English like the API's paths and fields).
 */
const SKIPPED_PATHS = [
  /\.(test|stories)\.tsx?$/,
  /\.d\.ts$/,
  /(^|\/)(testing|__tests__)\//,
  /^server\/src\/db\/migrations\//,
  /^server\/src\/platform\/(simulator|zca)\//,
  /^shared-sdk\/src\/react\/dev-frame\.tsx$/,
  /^server\/src\/http\/openapi\.ts$/,
];

/** JSX attributes whose value is read (or heard, through a screen reader). */
const SHOWN_ATTRIBUTES = new Set([
  'title', 'label', 'placeholder', 'aria-label', 'aria-description', 'alt', 'description', 'tooltip', 'okText',
  'cancelText', 'content', 'message', 'text', 'subtitle', 'extra', 'emptyText', 'addonBefore', 'addonAfter', 'prefix',
  'suffix', 'checkedChildren', 'unCheckedChildren', 'notFoundContent', 'help', 'status-text', 'loadingText', 'children',
]);

/** Properties whose value is read. */
const SHOWN_PROPERTIES = new Set([
  'title', 'label', 'placeholder', 'description', 'tooltip', 'okText', 'cancelText', 'content', 'message', 'text',
  'subtitle', 'emptyText', 'reason', 'error', 'hint', 'help', 'notice', 'summary', 'heading', 'caption', 'detail',
  'details', 'warning', 'success', 'info', 'note', 'tip', 'displayName', 'planName', 'errorMessage', 'pauseReason',
]);

/** Properties whose value is code (a key, a colour, a route), even inside a texts object. */
const CODE_PROPERTIES = new Set([
  'key', 'type', 'color', 'path', 'href', 'to', 'icon', 'id', 'value', 'status', 'variant', 'method', 'url', 'name',
  'queryKey', 'dataIndex', 'className', 'role', 'size', 'shape', 'placement', 'mode', 'format', 'tone', 'kind',
  'code', 'field', 'accept', 'mime', 'mimeType', 'contentType', 'extension', 'encoding', 'timeZone', 'locale',
  'sheet', 'column', 'header', 'cursor', 'display', 'align', 'justify', 'position', 'background', 'border', 'width',
  'height', 'margin', 'padding', 'fontSize', 'fontWeight', 'fontFamily', 'columns', 'where', 'sql', 'query', 'overflow', 'whiteSpace', 'textAlign', 'transition',
]);

/** Names of constants whose values are all texts. */
const TEXTS_CONSTANT = /(^|_)(TEXTS?|MESSAGES?|ERRORS|LABELS?|TITLES|HINTS|REASONS|NOTICES?|COPY)$|^T$/;

/** Functions whose string arguments are shown. */
const SHOWN_CALLS = new Set([
  'errorMessage', 'badRequest', 'notFound', 'conflict', 'unauthorized', 'forbidden', 'tooManyRequests', 'unprocessable',
  'paymentRequired', 'serviceUnavailable', 'AppError', 'HttpError', 'confirm',
]);
/** Methods of these objects show their argument (toasts, antd's message, valibot's checks). */
const SHOWN_RECEIVERS = new Set(['notify', 'toasts', 'toast', 'message', 'v', 'notification', 'modal']);
/** valibot functions whose string argument is a value (a default, a literal), not a message. */
const VALUE_CALLS = new Set(['optional', 'nullish', 'nullable', 'exactOptional', 'undefinedable', 'fallback', 'literal']);
/** Methods of these objects write logs. */
const LOG_RECEIVERS = new Set(['console', 'log', 'logger', 'pino']);
const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'AggregateError']);

/** A literal that is one code token: an enum value, a key, a path, a CSS value, a format, a MIME type. */
const CODE_TOKEN =
  /^(\s*|[A-Z0-9_]+|[a-z0-9]+(?:[-_.:/#@+][a-zA-Z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+|[\w.-]*\/[\w./:*?=&%-]*|#[0-9a-fA-F]{3,8}|[a-z-]+\(.*\)|[a-z][a-z0-9+.-]*:)$/;
const SQL_WORDS = /\b(select|insert|update|delete|from|where|join|returning|values|conflict|coalesce|interval|begin|commit|rollback|alter|create|table|index|group by|order by)\b/gi;
const looksLikeSql = (text) => (text.match(SQL_WORDS) ?? []).length >= 2 || /\$\d|::\w/.test(text);

/**
 * Prose: words and spaces with a little punctuation, no code characters. `public, max-age=3600` or
 * `0 0 0 3px rgba(0,0,0,.1)` are not; `Failed to load groups` is.
 */
function looksLikeProse(text) {
  if (/[=;{}<>|\\`]|=>|\bfunction\b/.test(text) || looksLikeSql(text)) return false;
  // snake_case names and table.column references are SQL or code, never a sentence.
  if (/[a-z0-9]_[a-z0-9]|\b[a-z]{1,3}\.[a-z_]+\b/.test(text)) return false;
  const letters = (text.match(/[\p{L}\s]/gu) ?? []).length;
  return /\p{L}\s+\p{L}/u.test(text) && letters / Math.max(1, text.replace(new RegExp(HOLE, 'g'), '').length) >= 0.75;
}

const calleeName = (expression) => {
  if (ts.isIdentifier(expression)) return { name: expression.text };
  if (ts.isPropertyAccessExpression(expression)) {
    const target = expression.expression;
    const receiver = ts.isIdentifier(target)
      ? target.text
      : ts.isPropertyAccessExpression(target)
        ? target.name.text
        : ts.isCallExpression(target) && ts.isIdentifier(target.expression) // useToasts().error(...)
          ? target.expression.text
          : undefined;
    return { name: expression.name.text, receiver };
  }
  return {};
};

const propertyNameOf = (name) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isPrivateIdentifier(name)
    ? name.text
    : undefined;

/**
 * Where a literal stands: 'shown', 'skip' or 'prose' (see the file's comment). Walks up from the literal to the
 * first node that decides.
 */
export function contextOf(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return 'skip';
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent) || ts.isImportTypeNode?.(parent)) return 'skip';
    if (ts.isTaggedTemplateExpression(parent)) return 'skip';
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return 'skip';
    if (ts.isCaseClause(parent) && parent.expression === child) return 'skip';
    if (ts.isEnumMember(parent)) return 'skip';
    if (ts.isBinaryExpression(parent)) {
      const operator = parent.operatorToken.kind;
      const comparison = [
        ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken, ts.SyntaxKind.InKeyword, ts.SyntaxKind.InstanceOfKeyword,
      ].includes(operator);
      if (comparison) return 'skip';
      continue;
    }
    if (ts.isConditionalExpression(parent) && parent.condition === child) return 'skip';
    // A piece of a protocol or SQL text (`HTTP/1.1 ${status} ${'Bad Request'}\r\n`) is part of that text.
    if (ts.isTemplateExpression(parent) && /\r\n|^HTTP\/|^\s*(select|insert|update|delete|with)\b/i.test(textOf(parent))) return 'skip';
    if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))) return 'shown';
    // A list of strings is data (keys, picklist values, paths) unless it is a text itself (judged as prose).
    if (ts.isArrayLiteralExpression(parent)) return 'prose';
    if (ts.isJsxAttribute(parent)) {
      const name = ts.isIdentifier(parent.name) ? parent.name.text : parent.name.getText();
      return SHOWN_ATTRIBUTES.has(name) ? 'shown' : 'skip';
    }
    if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === child) return 'skip';
    if (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
      const name = propertyNameOf(parent.name);
      if (name && SHOWN_PROPERTIES.has(name)) return 'shown';
      if (name && CODE_PROPERTIES.has(name)) return 'skip';
      continue;
    }
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      if (parent.expression === child) return 'skip';
      const { name, receiver } = calleeName(parent.expression);
      if (receiver && LOG_RECEIVERS.has(receiver)) return 'skip';
      if (name === 'require' || parent.expression.kind === ts.SyntaxKind.ImportKeyword) return 'skip';
      if (receiver === 'v' && name && VALUE_CALLS.has(name)) return 'skip';
      if ((name && SHOWN_CALLS.has(name)) || (receiver && SHOWN_RECEIVERS.has(receiver))) return 'shown';
      // Error and the module's own error classes (SecretBoxError…) carry messages for logs; AppError is shown above.
      if (name && (ERROR_CLASSES.has(name) || /^[A-Z]\w*Error$/.test(name))) return 'skip';
      return 'prose';
    }
    if (ts.isVariableDeclaration(parent)) {
      const name = ts.isIdentifier(parent.name) ? parent.name.text : '';
      return TEXTS_CONSTANT.test(name) ? 'shown' : 'prose';
    }
    if (ts.isFunctionDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isClassDeclaration(parent)) return 'prose';
    if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return 'shown';
  }
  return 'prose';
}

/** The text of a literal, with each `${…}` of a template as a HOLE. */
function textOf(node) {
  if (ts.isJsxText(node)) return node.text.replace(/\s+/g, ' ').trim();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => `${HOLE}${span.literal.text}`)].join('');
}

/** Regular expressions kept in strings: character classes, groups. */
const REGEX_SOURCE = /\[[^\]]*-[^\]]*\]|\(\?[:=!<]/;

/** The English of one text in its context: the words that make it a finding, or none. */
export function judge(text, context, specFilter, { jsxText = false } = {}) {
  if (context === 'skip') return [];
  if (!jsxText && (CODE_TOKEN.test(text.replaceAll(HOLE, '')) || REGEX_SOURCE.test(text))) return [];
  const rest = specFilter(text);
  const words = englishWordsOf(rest.replaceAll(HOLE, ' '));
  if (words.length === 0) return [];
  if (context === 'shown') return words;
  return words.length >= 2 && looksLikeProse(rest) ? words : [];
}

/** The findings of one source file: each literal with English a customer would read. */
export function scanSource(code, fileName, specFilter) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings = [];
  const visit = (node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node) || ts.isJsxText(node);
    if (literal) {
      const text = textOf(node);
      const jsxText = ts.isJsxText(node);
      const words = text ? judge(text, jsxText ? 'shown' : contextOf(node), specFilter, { jsxText }) : [];
      if (words.length > 0) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        findings.push({ file: fileName, line, text: text.replaceAll(HOLE, '…'), words: [...new Set(words)] });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function* sourceFiles(root, dir) {
  for (const entry of readdirSync(path.join(root, dir))) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const relative = `${dir}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory()) yield* sourceFiles(root, relative);
    else if (/\.tsx?$/.test(entry) && !SKIPPED_PATHS.some((pattern) => pattern.test(relative))) yield relative;
  }
}

/** Every finding of the repository at `root` (paths relative to it, sorted). */
export function scanRepository(root, specTexts) {
  const specFilter = createSpecFilter(specTexts, ALLOWED_NAMES.filter((name) => name.includes(' ')));
  const findings = [];
  for (const scanRoot of SCAN_ROOTS) {
    for (const file of sourceFiles(root, scanRoot)) findings.push(...scanSource(readFileSync(path.join(root, file), 'utf8'), file, specFilter));
  }
  return findings;
}

/** Findings not in the known list, and known entries that no longer match a finding (fixed since). */
export function compareWithKnown(findings, known) {
  const key = (finding) => `${finding.file}\n${finding.text}`;
  const knownKeys = new Set(known.map(key));
  const foundKeys = new Set(findings.map(key));
  return {
    fresh: findings.filter((finding) => !knownKeys.has(key(finding))),
    fixed: known.filter((entry) => !foundKeys.has(key(entry))),
  };
}
