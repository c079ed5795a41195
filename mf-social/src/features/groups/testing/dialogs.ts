import { screen } from '@testing-library/react';

/**
 * The open dialog with this title. In jest every antd id is 'test-id', so a dialog's accessible name can come
 * from another element of the page: the title text is found instead.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }, { timeout: 5000 });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
