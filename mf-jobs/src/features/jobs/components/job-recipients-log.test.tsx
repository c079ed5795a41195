import { screen, waitFor, within } from '@testing-library/react';
import { jobsApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { recipientListOf, repliedRecipients } from '../testing/fixtures';
import { JobRecipientsLog } from './job-recipients-log';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

test('"Đã trả lời" with the time of the first reply (Vietnam), and the variant each person got', async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(recipientListOf(repliedRecipients));
  renderWithApp(<JobRecipientsLog jobId="job-1" />);
  const an = (await screen.findByText('Nguyễn Văn An')).closest('tr') as HTMLElement;
  expect(screen.getByRole('columnheader', { name: 'Đã trả lời' })).toBeInTheDocument();
  expect(within(an).getByText('05/03/2026 10:20')).toBeInTheDocument();
  expect(within(an).getByText('Phiên bản A')).toBeInTheDocument();
  const binh = screen.getByText('Trần Thị Bình').closest('tr') as HTMLElement;
  expect(within(binh).getByText('Phiên bản B')).toBeInTheDocument();
  // No reply: no green tag.
  expect(binh.querySelector('.ant-tag-green')).toBeNull();
  expect(an.querySelector('.ant-tag-green')).toHaveTextContent('05/03/2026 10:20');
});

test('the filter asks the server for who replied (?replied=true) or did not (false), from the first page', async () => {
  const recipients = jest.spyOn(jobsApi, 'recipients').mockResolvedValue(recipientListOf(repliedRecipients));
  const user = setupUser();
  renderWithApp(<JobRecipientsLog jobId="job-1" />);
  await waitFor(() => expect(recipients).toHaveBeenCalledWith('job-1', { page: 1, limit: 50 }));

  await user.click(screen.getByText('Đã trả lời', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(recipients).toHaveBeenLastCalledWith('job-1', { page: 1, limit: 50, replied: true }));
  await user.click(screen.getByText('Chưa trả lời'));
  await waitFor(() => expect(recipients).toHaveBeenLastCalledWith('job-1', { page: 1, limit: 50, replied: false }));
  await user.click(screen.getByText('Tất cả người nhận'));
  await waitFor(() => expect(recipients).toHaveBeenLastCalledWith('job-1', { page: 1, limit: 50 }));
});
