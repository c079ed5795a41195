/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithApp, setupUser } from '../testing';
import { remoteComponent } from './remote-component';

const Greeting = ({ name }: { name: string }) => <p>Xin chào {name}</p>;

function greetingLoader(load: jest.Mock<Promise<ComponentType<{ name: string }>>>) {
  return remoteComponent<{ name: string }>({
    load,
    loading: <p>Đang tải…</p>,
    fallback: (retry) => (
      <button type="button" onClick={retry}>
        Không tải được, thử lại
      </button>
    ),
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('loads the component and renders it with its props, showing the loading node meanwhile', async () => {
  let resolve: (component: ComponentType<{ name: string }>) => void = () => {};
  const load = jest.fn(() => new Promise<ComponentType<{ name: string }>>((done) => (resolve = done)));
  const Remote = greetingLoader(load);
  renderWithApp(<Remote name="Lan" />);
  expect(await screen.findByText('Đang tải…')).toBeInTheDocument();
  resolve(Greeting);
  expect(await screen.findByText('Xin chào Lan')).toBeInTheDocument();
  expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that rejects shows the fallback', async () => {
  const Remote = greetingLoader(jest.fn().mockRejectedValue(new Error('mf_x is down')));
  renderWithApp(<Remote name="Lan" />);
  expect(await screen.findByRole('button', { name: 'Không tải được, thử lại' })).toBeInTheDocument();
});

test('a component that throws while rendering shows the fallback (a plain node works too)', async () => {
  const Crashing: ComponentType<{ name: string }> = () => {
    throw new Error('boom');
  };
  const Remote = remoteComponent<{ name: string }>({ load: async () => Crashing, loading: null, fallback: <p>Không thể hiển thị</p> });
  renderWithApp(<Remote name="Lan" />);
  expect(await screen.findByText('Không thể hiển thị')).toBeInTheDocument();
});

test('retry loads again', async () => {
  const load = jest.fn<Promise<ComponentType<{ name: string }>>, []>().mockRejectedValueOnce(new Error('mf_x is down')).mockResolvedValue(Greeting);
  const Remote = greetingLoader(load);
  const user = setupUser();
  renderWithApp(<Remote name="Lan" />);
  await user.click(await screen.findByRole('button', { name: 'Không tải được, thử lại' }));
  expect(await screen.findByText('Xin chào Lan')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failed load is asked again on the next mount', async () => {
  const load = jest.fn<Promise<ComponentType<{ name: string }>>, []>().mockRejectedValueOnce(new Error('mf_x is down')).mockResolvedValue(Greeting);
  const Remote = greetingLoader(load);
  const first = renderWithApp(<Remote name="Lan" />);
  await screen.findByRole('button', { name: 'Không tải được, thử lại' });
  first.unmount();
  renderWithApp(<Remote name="Minh" />);
  expect(await screen.findByText('Xin chào Minh')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('once: a loaded component renders at once on the next mount, without loading again; a failed one is asked again', async () => {
  const load = jest.fn<Promise<ComponentType<{ name: string }>>, []>().mockRejectedValueOnce(new Error('mf_x is down')).mockResolvedValue(Greeting);
  const Remote = remoteComponent<{ name: string }>({ load, loading: <p>Đang tải…</p>, fallback: <p>Không tải được</p>, once: true });
  const failed = renderWithApp(<Remote name="Lan" />);
  await screen.findByText('Không tải được');
  failed.unmount();
  const loaded = renderWithApp(<Remote name="Lan" />);
  await screen.findByText('Xin chào Lan');
  loaded.unmount();
  renderWithApp(<Remote name="Minh" />);
  expect(screen.getByText('Xin chào Minh')).toBeInTheDocument();
  expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
