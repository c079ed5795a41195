/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { TEMPLATE_MESSAGES } from '../templates';
import { TemplatePreview } from './template-preview';

test('shows the help line and one message rendered with the sample names', () => {
  render(<TemplatePreview value="Chào {ten}, mình là {tai_khoan} ({ten_zalo}) {{ok}}" />);
  expect(screen.getByText(TEMPLATE_MESSAGES.help)).toBeInTheDocument();
  expect(screen.getByTestId('template-preview-text')).toHaveTextContent('Chào Nguyễn Văn An, mình là Shop Hoa Mai (An Nguyễn) {ok}');
  // No choices: nothing to draw again.
  expect(screen.queryByRole('button', { name: 'Xem mẫu khác' })).toBeNull();
});

test('draws the choices with the given random, and "Xem mẫu khác" shows another variant', () => {
  const { rerender } = render(<TemplatePreview value="{Chào|Xin chào} {ten}" random={() => 0.9} names={{ ten: 'Bình' }} />);
  expect(screen.getByTestId('template-preview-text')).toHaveTextContent('Xin chào Bình');

  rerender(<TemplatePreview value="{Chào|Xin chào} {ten}" names={{ ten: 'Bình' }} />);
  const first = screen.getByTestId('template-preview-text').textContent;
  expect(first).toMatch(/^(Chào|Xin chào) Bình$/);
  fireEvent.click(screen.getByRole('button', { name: 'Xem mẫu khác' }));
  const second = screen.getByTestId('template-preview-text').textContent;
  expect(second).toMatch(/^(Chào|Xin chào) Bình$/);
  expect(second).not.toBe(first);
});

test('shows the error naming an unknown variable instead of a preview, unless the form shows it already', () => {
  const { rerender } = render(<TemplatePreview value="Chào {abc}" />);
  expect(screen.getByRole('alert')).toHaveTextContent(TEMPLATE_MESSAGES.unknownVariable('abc'));
  expect(screen.queryByTestId('template-preview-text')).toBeNull();

  rerender(<TemplatePreview value="Chào {ten" showErrors={false} />);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByTestId('template-preview-text')).toBeNull();

  rerender(<TemplatePreview value="   " />);
  expect(screen.queryByTestId('template-preview-text')).toBeNull();
  expect(screen.getByText(TEMPLATE_MESSAGES.help)).toBeInTheDocument();
});
