import * as v from 'valibot';
import { validTemplate } from './index';
import { isPersonalised, parseTemplate, renderTemplate, seededRandom, TEMPLATE_FALLBACKS, TEMPLATE_MESSAGES, templateErrors } from './template';

const seeded = seededRandom;

const names = { ten: 'Nguyễn Văn An', ten_zalo: 'An Zalo', tai_khoan: 'Shop Mai' };

describe('variables', () => {
  it('puts the contact and account names in', () => {
    expect(renderTemplate('Chào {ten} ({ten_zalo}), mình là {tai_khoan}.', names)).toBe('Chào Nguyễn Văn An (An Zalo), mình là Shop Mai.');
    expect(renderTemplate('{ Ten }|{TAI_KHOAN}', names)).toBe('Nguyễn Văn An|Shop Mai');
  });

  it('falls back when a name is unknown: {ten_zalo} to the display name, then "bạn"; {tai_khoan} to "mình"', () => {
    expect(renderTemplate('{ten_zalo}', { ten: 'An' })).toBe('An');
    expect(renderTemplate('Chào {ten}, {ten_zalo}', { ten: null, ten_zalo: '  ' })).toBe(`Chào ${TEMPLATE_FALLBACKS.ten}, ${TEMPLATE_FALLBACKS.ten_zalo}`);
    expect(renderTemplate('{tai_khoan}', {})).toBe('mình');
  });

  it('leaves a template without braces as it is and draws no random number for it', () => {
    const random = jest.fn(() => 0.5);
    expect(renderTemplate('Xin chào :) 100% | ok', names, random)).toBe('Xin chào :) 100% | ok');
    expect(renderTemplate('Chào {ten}', names, random)).toBe('Chào Nguyễn Văn An');
    expect(random).not.toHaveBeenCalled();
    expect(isPersonalised('Xin chào')).toBe(false);
    expect(isPersonalised('Xin {chào|hi}')).toBe(true);
  });
});

describe('spintax', () => {
  it('picks each option by the random draw; options may hold variables or nest', () => {
    expect(renderTemplate('{Chào|Xin chào|Chào bạn} {ten}', names, () => 0)).toBe('Chào Nguyễn Văn An');
    expect(renderTemplate('{Chào|Xin chào|Chào bạn} {ten}', names, () => 0.5)).toBe('Xin chào Nguyễn Văn An');
    expect(renderTemplate('{Chào|Xin chào|Chào bạn} {ten}', names, () => 0.99)).toBe('Chào bạn Nguyễn Văn An');
    expect(renderTemplate('{Chào {ten}|Hi {tai_khoan} đây}', names, () => 0.7)).toBe('Hi Shop Mai đây');
    expect(renderTemplate('{a|{b|c}}', names, seeded(1))).toMatch(/^[abc]$/);
    const draws = [0.9, 0.1];
    expect(renderTemplate('{a|{b|c}}', names, () => draws.shift() ?? 0)).toBe('b');
    expect(renderTemplate('x{|!}', names, () => 0)).toBe('x');
  });

  it('picks the options uniformly: 30,000 seeded draws of three options land within 3 % of a third each (chi-square under 13.8)', () => {
    const random = seeded(19);
    const counts = new Map<string, number>();
    const draws = 30_000;
    for (let i = 0; i < draws; i += 1) {
      const text = renderTemplate('{Chào|Xin chào|Chào bạn}', {}, random);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['Chào', 'Chào bạn', 'Xin chào']);
    const expected = draws / 3;
    let chiSquare = 0;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.03);
      chiSquare += (count - expected) ** 2 / expected;
    }
    // 13.8 is the 0.1 % critical value with 2 degrees of freedom.
    expect(chiSquare).toBeLessThan(13.8);
  });
});

describe('errors', () => {
  it('names an unknown variable, in Vietnamese', () => {
    expect(templateErrors('Chào {abc}')).toEqual([TEMPLATE_MESSAGES.unknownVariable('abc')]);
    expect(TEMPLATE_MESSAGES.unknownVariable('abc')).toMatch(/^Biến không hợp lệ: \{abc\}/);
    expect(templateErrors('{ten} {name} {tai khoan}')).toEqual([TEMPLATE_MESSAGES.unknownVariable('name'), TEMPLATE_MESSAGES.unknownVariable('tai khoan')]);
    expect(templateErrors('{Chào|Hi} {ten}')).toEqual([]);
  });

  it('finds an unknown variable inside a choice, empty braces and an unclosed brace', () => {
    expect(templateErrors('{Chào {abc}|Hi}')).toEqual([TEMPLATE_MESSAGES.unknownVariable('abc')]);
    expect(templateErrors('Chào {}')).toEqual([TEMPLATE_MESSAGES.emptyBraces]);
    expect(templateErrors('Chào {ten')).toEqual([TEMPLATE_MESSAGES.unclosed(6)]);
    expect(templateErrors('{Chào|Hi {ten}')).toEqual([TEMPLATE_MESSAGES.unclosed(1)]);
    expect(TEMPLATE_MESSAGES.unclosed(6)).toBe('Thiếu dấu } đóng cho dấu { ở ký tự thứ 6');
  });

  it('refuses through the valibot check with the error naming the variable', () => {
    const schema = v.pipe(v.string(), validTemplate());
    expect(v.parse(schema, '{Chào|Hi} {ten}')).toBe('{Chào|Hi} {ten}');
    const result = v.safeParse(schema, 'Chào {abc} và {xyz}');
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(`${TEMPLATE_MESSAGES.unknownVariable('abc')}; ${TEMPLATE_MESSAGES.unknownVariable('xyz')}`);
  });
});

describe('literal text', () => {
  it('writes {{ and }} as braces, and keeps a lone } and the pipe outside braces', () => {
    expect(templateErrors('{{ten}} là biến')).toEqual([]);
    expect(renderTemplate('{{ten}} là biến, {ten} là tên', names)).toBe('{ten} là biến, Nguyễn Văn An là tên');
    expect(renderTemplate('Vui quá :} a|b }}', names)).toBe('Vui quá :} a|b }');
    expect(renderTemplate('{Chào|Hi}}}', names, () => 0)).toBe('Chào}');
  });

  it('keeps an unclosed template as text in the parse, for the preview', () => {
    expect(parseTemplate('Chào {ten').nodes).toEqual([{ kind: 'text', text: 'Chào {ten' }]);
  });
});
