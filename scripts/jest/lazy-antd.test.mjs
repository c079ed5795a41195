import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * Compares a facade with the real package in a plain Node process (one module cache for both, and no jest transform:
 * the packages' own modules are not all CommonJS jest could load untransformed here).
 */
function compare(pkg, facade, samples) {
  const script = `
    const real = require(${JSON.stringify(pkg)});
    const lazy = require(${JSON.stringify(`./${facade}`)});
    const names = (module) => Object.keys(module).sort();
    const samples = ${JSON.stringify(samples)};
    console.log(JSON.stringify({
      realNames: names(real),
      lazyNames: names(lazy),
      same: Object.fromEntries(samples.map((name) => [name, lazy[name] === real[name] && real[name] !== undefined])),
    }));`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: HERE, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe.each([
  ['antd', 'lazy-antd.cjs', ['Button', 'Form', 'ConfigProvider', 'theme', 'App', 'unstableSetRender']],
  ['@ant-design/icons', 'lazy-antd-icons.cjs', ['PlusOutlined', 'DeleteOutlined', 'IconProvider', 'default']],
])('the lazy %s of the component tests', (pkg, facade, samples) => {
  it('exports every name of the real package and answers its very modules', () => {
    const { realNames, lazyNames, same } = compare(pkg, facade, samples);
    expect(realNames.length).toBeGreaterThan(10);
    expect(lazyNames).toEqual(realNames);
    expect(same).toEqual(Object.fromEntries(samples.map((name) => [name, true])));
  });
});
