import type { Decorator } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';

/** The widgets link to other pages: stories give them a router of their own. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/dashboard']}>
    <Story />
  </MemoryRouter>
);
