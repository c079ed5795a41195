/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '../testing';
import { variantRequestFields, variantsError } from '../schemas/job-request-fields';
import { TEMPLATE_MESSAGES } from '../templates';
import { MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch } from './message-variants-field';

// The apps' jest setup gives jsdom what antd's text areas measure with; this project runs without it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Harness({ initial = [''], onTexts }: { initial?: string[]; onTexts?: (texts: string[]) => void }) {
  const [texts, setTexts] = useState(initial);
  return (
    <MessageVariantsField
      label="Nội dung tin nhắn"
      maxLength={2000}
      value={texts}
      onChange={(next) => {
        setTexts(next);
        onTexts?.(next);
      }}
    />
  );
}

test('one text is the plain message field; "Thêm phiên bản" turns it into Phiên bản A and B, each with its preview', () => {
  const seen: string[][] = [];
  renderWithApp(<Harness initial={['Chào {ten}']} onTexts={(texts) => seen.push(texts)} />);
  expect(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' })).toHaveValue('Chào {ten}');
  expect(screen.queryByText(MESSAGE_VARIANT_TEXTS.split)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: MESSAGE_VARIANT_TEXTS.add }));
  expect(screen.getByRole('textbox', { name: 'Phiên bản A' })).toHaveValue('Chào {ten}');
  fireEvent.change(screen.getByRole('textbox', { name: 'Phiên bản B' }), { target: { value: 'Xin chào {ten}' } });
  expect(seen.at(-1)).toEqual(['Chào {ten}', 'Xin chào {ten}']);
  expect(screen.getByText(MESSAGE_VARIANT_TEXTS.split)).toBeInTheDocument();
  // Each text has its own preview with the sample names.
  expect(screen.getAllByTestId('template-preview-text').map((node) => node.textContent)).toEqual(['Chào Nguyễn Văn An', 'Xin chào Nguyễn Văn An']);
  // The variables' help is said once, under the first text, not repeated under every variant.
  expect(screen.getAllByText(TEMPLATE_MESSAGES.help)).toHaveLength(1);
});

test('up to five (A to E), then no more "Thêm phiên bản"; removing one keeps the others in order', () => {
  const seen: string[][] = [];
  renderWithApp(<Harness initial={['a', 'b', 'c', 'd']} onTexts={(texts) => seen.push(texts)} />);
  fireEvent.click(screen.getByRole('button', { name: MESSAGE_VARIANT_TEXTS.add }));
  expect(screen.getByRole('textbox', { name: 'Phiên bản E' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: MESSAGE_VARIANT_TEXTS.add })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: MESSAGE_VARIANT_TEXTS.remove('B') }));
  expect(seen.at(-1)).toEqual(['a', 'c', 'd', '']);
  expect(screen.getByRole('textbox', { name: 'Phiên bản B' })).toHaveValue('c');
});

test("a template error is said under its own variant", () => {
  renderWithApp(<Harness initial={['Chào {ten}', 'Chào {abc}']} />);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('the request fields: one text sends message alone, two or more send messages beside A as message', () => {
  expect(variantRequestFields(['Chào'])).toEqual({ message: 'Chào' });
  expect(variantRequestFields([])).toEqual({ message: '' });
  expect(variantRequestFields(['A', 'B'])).toEqual({ message: 'A', messages: ['A', 'B'] });
});

test('the variants checked before sending: an empty one named by its letter, at most five; one text may be empty (a file alone)', () => {
  expect(variantsError([''])).toBeNull();
  expect(variantsError(['A', 'B'])).toBeNull();
  expect(variantsError(['A', ' ', 'C'])).toBe('Phiên bản B chưa có nội dung');
  expect(variantsError(['1', '2', '3', '4', '5', '6'])).toBe('Tối đa 5 phiên bản tin nhắn (A đến E)');
});

test('the option switch says its label and hint and reports its state', () => {
  const changes: boolean[] = [];
  renderWithApp(<OptionSwitch label={MESSAGE_VARIANT_TEXTS.skipActive} hint={MESSAGE_VARIANT_TEXTS.skipActiveHint} onChange={(on) => changes.push(on)} />);
  expect(screen.getByText(MESSAGE_VARIANT_TEXTS.skipActiveHint)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('switch', { name: MESSAGE_VARIANT_TEXTS.skipActive }));
  expect(changes).toEqual([true]);
});
