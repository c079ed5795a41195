import { screen, within } from '@testing-library/react';
import { jobsApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { recipientListOf, recipientOf } from '../testing/fixtures';
import { JobRecipientsLog } from './job-recipients-log';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

test('the recipient log shows the text each recipient was sent, as rendered from the template', async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(
    recipientListOf([
      recipientOf({ seq: 1, displayName: 'Nguyễn Văn An', sentText: 'Chào Nguyễn Văn An, shop có quà cho bạn' }),
      recipientOf({ seq: 2, displayName: 'Trần Thị Bình', sentText: 'Xin chào Trần Thị Bình, shop có quà cho bạn' }),
      recipientOf({ seq: 3, displayName: 'Lê Văn Cường', status: 'PENDING', processedAt: null, sentText: undefined }),
    ]),
  );
  renderWithApp(<JobRecipientsLog jobId="job-1" />);
  expect(await screen.findByText('Chào Nguyễn Văn An, shop có quà cho bạn')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Nội dung đã gửi' })).toBeInTheDocument();
  expect(screen.getByText('Xin chào Trần Thị Bình, shop có quà cho bạn')).toBeInTheDocument();
  const pending = screen.getByText('Lê Văn Cường').closest('tr') as HTMLElement;
  expect(within(pending).getAllByText('—').length).toBeGreaterThan(0);
});
