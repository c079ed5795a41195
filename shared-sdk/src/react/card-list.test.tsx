/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../testing/render';
import { CardList } from './card-list';

const items = [
  { id: 'a', name: 'Danh sách A' },
  { id: 'b', name: 'Danh sách B' },
];

test('CardList draws one card per item in a labelled list', () => {
  renderWithApp(<CardList label="Danh sách" items={items} renderCard={(item) => item.name} />);
  const rows = within(screen.getByRole('list', { name: 'Danh sách' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(['Danh sách A', 'Danh sách B']);
});

test('CardList shows a spinner and no list while loading', () => {
  renderWithApp(<CardList label="Danh sách" items={items} loading renderCard={(item) => item.name} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByText('Danh sách A')).not.toBeInTheDocument();
});
