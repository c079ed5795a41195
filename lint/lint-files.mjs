/**
 * Lints the given sources with the project's ESLint config, as if they were files under `root`.
 * Reads `{ root, files: [{ path, code }] }` on stdin and prints `[{ path, rules: [ruleId…] }]`.
 * A separate Node process, because jest cannot load ESLint's ES-module plugins.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { createConfig } from '../eslint.config.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { root, files } = JSON.parse(input);
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
const results = [];
for (const file of files) {
  const [result] = await eslint.lintText(file.code, { filePath: path.join(root, file.path) });
  results.push({ path: file.path, rules: result.messages.map((message) => message.ruleId ?? message.message) });
}
console.log(JSON.stringify(results));
