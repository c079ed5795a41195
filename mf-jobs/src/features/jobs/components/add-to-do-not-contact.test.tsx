import { screen, waitFor } from '@testing-library/react';
import { ApiError, doNotContactApi, jobsApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { recipientListOf, recipientOf, sampleRecipients } from '../testing/fixtures';
import { JobRecipientsLog } from './job-recipients-log';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const JOB_ID = '0f3c2a10-0000-4000-8000-000000000001';
const action = () => screen.queryByRole('button', { name: /Thêm vào danh sách không liên hệ/ });

test('chosen recipients of the log go on the do-not-contact list; groups cannot be chosen', async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(
    recipientListOf([...sampleRecipients, recipientOf({ seq: 5, targetId: 'g-1', targetType: 'group', displayName: 'Hội yêu hoa' })]),
  );
  const fromJob = jest.spyOn(doNotContactApi, 'fromJob').mockResolvedValue({ added: 1, alreadyListed: 1, unresolved: 0 });
  const user = setupUser();
  renderWithApp(<JobRecipientsLog jobId={JOB_ID} />);
  await screen.findByText('Trần Thị Bình');
  expect(action()).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Hội yêu hoa' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Trần Thị Bình' }));
  await user.click(screen.getByRole('checkbox', { name: '0901234567' }));
  expect(screen.getByText('Đã chọn 2 người nhận')).toBeInTheDocument();
  await user.click(action() as HTMLElement);
  await waitFor(() => expect(fromJob).toHaveBeenCalledWith({ jobId: JOB_ID, seqs: [2, 4] }));
  expect(await screen.findByText('Đã thêm 1 người vào danh sách không liên hệ (1 người đã có)')).toBeInTheDocument();
  // The selection is cleared once they are listed.
  await waitFor(() => expect(action()).toBeNull());
  expect(screen.getByRole('checkbox', { name: 'Trần Thị Bình' })).not.toBeChecked();
});

test("a refusal shows the server's text and keeps the selection", async () => {
  jest.spyOn(jobsApi, 'recipients').mockResolvedValue(recipientListOf());
  jest.spyOn(doNotContactApi, 'fromJob').mockRejectedValue(new ApiError('Không tìm thấy công việc', 404));
  const user = setupUser();
  renderWithApp(<JobRecipientsLog jobId={JOB_ID} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Nguyễn Văn An' }));
  await user.click(action() as HTMLElement);
  expect(await screen.findByText('Không tìm thấy công việc')).toBeInTheDocument();
  expect(action()).not.toBeNull();
});
