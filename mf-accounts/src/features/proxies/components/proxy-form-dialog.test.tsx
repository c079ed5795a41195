import { screen, waitFor, within } from '@testing-library/react';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { proxyFixture } from '../testing/fixtures';
import { CreateProxyDialog } from './create-proxy-dialog';
import { EditProxyDialog } from './edit-proxy-dialog';

const user = setupUser();

jest.setTimeout(20_000);

const REQUIRED = 'Please fill in all required fields';

function renderCreate(onSubmit = jest.fn().mockResolvedValue(true)) {
  const onCancel = jest.fn();
  renderWithApp(<CreateProxyDialog open onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, dialog: screen.getByRole('dialog') };
}

describe('create dialog', () => {
  test('name and host are required after trimming: the spec text, and nothing is sent', async () => {
    const { onSubmit, dialog } = renderCreate();
    fill(within(dialog).getByLabelText('Tên proxy'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    // The toast and the two fields.
    await waitFor(() => expect(screen.getAllByText(REQUIRED).length).toBeGreaterThanOrEqual(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sends trimmed values; an empty port falls back to 8080; empty credentials are left out', async () => {
    const { onSubmit, onCancel, dialog } = renderCreate();
    fill(within(dialog).getByLabelText('Tên proxy'), '  Proxy mới  ');
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), ' 10.0.0.9 ');
    fill(within(dialog).getByLabelText('Cổng'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Proxy mới', scheme: 'http', host: '10.0.0.9', port: 8080 }));
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  test('a SOCKS5 proxy with username and password', async () => {
    const { onSubmit, dialog } = renderCreate();
    fill(within(dialog).getByLabelText('Tên proxy'), 'S5');
    await user.click(within(dialog).getByText('SOCKS5'));
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), 'proxy.example.com');
    fill(within(dialog).getByLabelText('Cổng'), '');
    fill(within(dialog).getByLabelText('Cổng'), '1080');
    fill(within(dialog).getByLabelText(/Tên đăng nhập/), ' khach ');
    fill(within(dialog).getByLabelText(/Mật khẩu/), 'b í mật');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'S5',
        scheme: 'socks5',
        host: 'proxy.example.com',
        port: 1080,
        username: 'khach',
        password: 'b í mật',
      }),
    );
  });

  test.each(['70000', '0'])('a port of %s is refused with the range text, not changed into another port', async (port) => {
    const { onSubmit, dialog } = renderCreate();
    fill(within(dialog).getByLabelText('Tên proxy'), 'P');
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), '1.2.3.4');
    fill(within(dialog).getByLabelText('Cổng'), port);
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    expect((await screen.findAllByText('Cổng phải là số từ 1 đến 65535')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Cổng')).toHaveValue(port);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a host that is a URL is refused with its own text', async () => {
    const { onSubmit, dialog } = renderCreate();
    fill(within(dialog).getByLabelText('Tên proxy'), 'P');
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), 'http://1.2.3.4');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    expect((await screen.findAllByText(/^Địa chỉ máy chủ không hợp lệ/)).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('stays open when saving fails', async () => {
    const { onSubmit, onCancel, dialog } = renderCreate(jest.fn().mockResolvedValue(false));
    fill(within(dialog).getByLabelText('Tên proxy'), 'P');
    fill(within(dialog).getByLabelText('Địa chỉ máy chủ'), '1.2.3.4');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo proxy' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('edit dialog', () => {
  const proxy = proxyFixture({ name: 'Proxy cũ', scheme: 'socks5', host: '10.1.1.1', port: 1080 });

  function renderEdit() {
    const onSubmit = jest.fn().mockResolvedValue(true);
    const onCancel = jest.fn();
    renderWithApp(<EditProxyDialog proxy={proxy} onSubmit={onSubmit} onCancel={onCancel} />);
    return { onSubmit, onCancel, dialog: screen.getByRole('dialog') };
  }

  test('starts from the proxy, its username included (the one the card masks); an empty password keeps the current one', async () => {
    const { onSubmit, dialog } = renderEdit();
    expect(within(dialog).getByLabelText('Tên proxy')).toHaveValue('Proxy cũ');
    expect(within(dialog).getByLabelText('Địa chỉ máy chủ')).toHaveValue('10.1.1.1');
    expect(within(dialog).getByLabelText('Cổng')).toHaveValue('1080');
    // The card shows kh***01; the dialog shows that username, not an empty field.
    expect(within(dialog).getByLabelText(/Tên đăng nhập/)).toHaveValue('khach01');
    expect(within(dialog).getByLabelText(/Mật khẩu/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Mật khẩu/)).toHaveAttribute('placeholder', 'Để trống để giữ mật khẩu hiện tại');
    fill(within(dialog).getByLabelText('Tên proxy'), '');
    fill(within(dialog).getByLabelText('Tên proxy'), 'Proxy mới');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(proxy.id, { name: 'Proxy mới', scheme: 'socks5', host: '10.1.1.1', port: 1080, username: 'khach01' }),
    );
  });

  test('an emptied username is not sent (the current one stays)', async () => {
    const { onSubmit, dialog } = renderEdit();
    fill(within(dialog).getByLabelText(/Tên đăng nhập/), '');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][1]).not.toHaveProperty('username');
  });

  test('a new password is sent; clearing the name is refused with the spec text', async () => {
    const { onSubmit, dialog } = renderEdit();
    fill(within(dialog).getByLabelText('Tên proxy'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
    fill(within(dialog).getByLabelText('Tên proxy'), 'P');
    fill(within(dialog).getByLabelText(/Mật khẩu/), 'moi');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(proxy.id, expect.objectContaining({ name: 'P', password: 'moi', username: 'khach01' })));
  });

  test('the stored credentials can be removed', async () => {
    const { onSubmit, dialog } = renderEdit();
    await user.click(within(dialog).getByLabelText('Xóa tên đăng nhập và mật khẩu hiện tại'));
    expect(within(dialog).getByLabelText(/Mật khẩu/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(proxy.id, expect.objectContaining({ username: null, password: null })));
  });
});
