import * as v from 'valibot';
import { CreateProxySchema, UpdateProxySchema } from './proxy';

const base = { name: 'P', host: '1.2.3.4' };
const portOf = (port: unknown) => v.safeParse(CreateProxySchema, { ...base, port });

describe('proxy port (1 to 65535, falling back to 8080)', () => {
  it('falls back to 8080 when no port is given', () => {
    expect(v.parse(CreateProxySchema, base).port).toBe(8080);
    for (const port of [undefined, null, '']) expect(portOf(port).output).toMatchObject({ port: 8080 });
    expect(v.parse(UpdateProxySchema, { port: '' }).port).toBe(8080);
  });

  it('keeps a port in range, as a number or a numeric text', () => {
    for (const [port, expected] of [[1, 1], [65535, 65535], ['443', 443], [' 3128 ', 3128]] as const) {
      expect(portOf(port).output).toMatchObject({ port: expected });
    }
  });

  it('refuses a port outside the range or not a whole number, instead of changing it', () => {
    for (const port of [0, 70000, 65536, -1, '70000', 80.5, 'abc']) {
      const result = portOf(port);
      expect(result.success).toBe(false);
      expect(v.flatten(result.issues!).nested?.port).toEqual(['Cổng phải là số từ 1 đến 65535']);
    }
    expect(v.safeParse(UpdateProxySchema, { port: 70000 }).success).toBe(false);
  });
});
