import { screen, waitFor, within } from '@testing-library/react';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { checkTagForm, FRIEND_TAG_FORM, GROUP_TAG_FORM, TagFormModal } from './tag-form-modal';

const user = setupUser();
jest.setTimeout(20_000);

test('the schema rules give the spec texts for an empty name, a long name and a long description', () => {
  expect(checkTagForm(FRIEND_TAG_FORM, { name: '   ', description: '', color: '#3B82F6' })).toEqual({ ok: false, errors: { name: 'Tên tag không được để trống' } });
  expect(checkTagForm(FRIEND_TAG_FORM, { name: 'x'.repeat(51), description: 'd'.repeat(256), color: '#3B82F6' })).toEqual({
    ok: false,
    errors: { name: 'Tên tag phải ít hơn 50 ký tự', description: 'Mô tả phải ít hơn 255 ký tự' },
  });
  expect(checkTagForm(FRIEND_TAG_FORM, { name: ' VIP ', description: '', color: '#10B981' })).toEqual({ ok: true, input: { name: 'VIP', description: null, color: '#10B981' } });
});

test('creates with the trimmed name and the picked palette colour; an invalid name sends nothing', async () => {
  const onSubmit = jest.fn().mockResolvedValue(true);
  const onCancel = jest.fn();
  renderWithApp(<TagFormModal kind={FRIEND_TAG_FORM} open onSubmit={onSubmit} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  expect(await within(dialog).findByText('Tên tag không được để trống')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  fill(within(dialog).getByLabelText('Tên tag'), '  Khách VIP ');
  await user.click(within(dialog).getByRole('radio', { name: '#EF4444' }));
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Khách VIP', description: null, color: '#EF4444' }));
  await waitFor(() => expect(onCancel).toHaveBeenCalled());
});

test('editing starts from the tag and stays open when the save fails', async () => {
  const onSubmit = jest.fn().mockResolvedValue(false);
  const onCancel = jest.fn();
  renderWithApp(<TagFormModal kind={FRIEND_TAG_FORM} open initial={{ name: 'VIP', description: 'x', color: '#10B981' }} onSubmit={onSubmit} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('Tên tag')).toHaveValue('VIP');
  expect(within(dialog).getByRole('radio', { name: '#10B981' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Cập nhật' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'VIP', description: 'x', color: '#10B981' }));
  expect(onCancel).not.toHaveBeenCalled();
});

test('opening for another tag shows it at once, before the opening animation ends, so nothing typed is wiped later', async () => {
  const props = { onSubmit: jest.fn().mockResolvedValue(true), onCancel: jest.fn() };
  const { rerender } = renderWithApp(<TagFormModal kind={FRIEND_TAG_FORM} open={false} {...props} />);
  rerender(<TagFormModal kind={FRIEND_TAG_FORM} open initial={{ name: 'VIP', description: '', color: '#10B981' }} {...props} />);
  expect(screen.getByLabelText('Tên tag')).toHaveValue('VIP');
  fill(screen.getByLabelText('Tên tag'), 'VIP 2');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(screen.getByLabelText('Tên tag')).toHaveValue('VIP 2');
});

test('the group kind: its own field ids and the group contract\'s messages, the same form', async () => {
  expect(checkTagForm(GROUP_TAG_FORM, { name: 'x'.repeat(51), description: '', color: 'red' })).toEqual({
    ok: false,
    errors: { name: 'Tên tag phải ít hơn 50 ký tự', color: 'Màu không hợp lệ: nhập mã màu dạng #3B82F6' },
  });
  const onSubmit = jest.fn().mockResolvedValue(true);
  renderWithApp(<TagFormModal kind={GROUP_TAG_FORM} open onSubmit={onSubmit} onCancel={jest.fn()} />);
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('Tên tag')).toHaveAttribute('id', 'group-tag-name');
  expect(within(dialog).getByLabelText('Mô tả')).toHaveAttribute('id', 'group-tag-description');
  fill(within(dialog).getByLabelText('Tên tag'), 'Khách sỉ');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Khách sỉ', description: null, color: '#3B82F6' }));
});
