import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Steps, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage, type PhoneImportPreview, type PhoneImportRejectedRow, PREVIEW_SAMPLE_COUNT } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useImportPhoneList } from '../api/import-phone-list';
import { usePreviewPhoneImport } from '../api/preview-phone-import';
import { PHONE_TEXTS } from '../texts';
import { checkExcelFile, EXCEL_ACCEPT, LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '../utils/import-file';

export interface PhoneImportDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ImportForm {
  listName: string;
  description?: string;
}

const nameOfFile = (file: File) => file.name.replace(/\.(xlsx|xls)$/i, '').slice(0, LIST_NAME_MAX);

/**
 * The two-step Excel import: choose a .xlsx/.xls file of at most 10 MB and preview it,
 * then name the list and import it. Back returns to the upload; a successful import closes and resets the dialog.
 */
export function PhoneImportDialog({ open, onClose }: PhoneImportDialogProps) {
  const [form] = Form.useForm<ImportForm>();
  const toasts = useToasts();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PhoneImportPreview | null>(null);
  const previewCall = usePreviewPhoneImport();
  const importCall = useImportPhoneList();

  const reset = () => {
    setFile(null);
    setFileError(null);
    setPreview(null);
    form.resetFields();
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = (chosen: File) => {
    const error = checkExcelFile(chosen);
    setFileError(error);
    setFile(error ? null : chosen);
    return Upload.LIST_IGNORE;
  };

  const runPreview = async () => {
    if (!file) return;
    try {
      setPreview(await previewCall.mutateAsync(file));
      if (!form.getFieldValue('listName')) form.setFieldValue('listName', nameOfFile(file));
    } catch (error) {
      toasts.error(errorMessage(error, PHONE_TEXTS.previewFailed));
    }
  };

  const runImport = async (values: ImportForm) => {
    if (!file) return;
    try {
      const result = await importCall.mutateAsync({ file, listName: values.listName.trim(), description: values.description?.trim() || undefined });
      toasts.success(PHONE_TEXTS.imported(result.validNumbers));
      close();
    } catch (error) {
      toasts.error(errorMessage(error, PHONE_TEXTS.importFailed));
    }
  };

  const step = preview ? 1 : 0;
  const footer = preview
    ? [
        <Button key="back" onClick={() => setPreview(null)} disabled={importCall.isPending}>
          {PHONE_TEXTS.back}
        </Button>,
        <Button key="import" type="primary" loading={importCall.isPending} disabled={preview.validCount === 0} onClick={() => form.submit()}>
          {PHONE_TEXTS.importButton}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {PHONE_TEXTS.cancel}
        </Button>,
        <Button key="preview" type="primary" disabled={!file} loading={previewCall.isPending} onClick={() => void runPreview()}>
          {PHONE_TEXTS.previewButton}
        </Button>,
      ];

  return (
    <Modal open={open} title={PHONE_TEXTS.importTitle} onCancel={close} footer={footer} width={640} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: PHONE_TEXTS.stepUpload }, { title: PHONE_TEXTS.stepPreview }]} style={{ marginBottom: 16 }} />
      {/* One form for both steps (the name and description are asked in the second), so it resets as a whole. */}
      <Form<ImportForm> form={form} layout="vertical" onFinish={(values) => void runImport(values)}>
        {preview ? (
          <Flex vertical gap={12}>
            <Descriptions size="small" column={{ xs: 2, sm: 4 }} bordered layout="vertical">
              <Descriptions.Item label={PHONE_TEXTS.totalRows}>{preview.totalRows}</Descriptions.Item>
              <Descriptions.Item label={PHONE_TEXTS.validCount}>
                <Typography.Text type="success">{preview.validCount}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={PHONE_TEXTS.duplicateCount}>
                <Typography.Text type="warning" data-testid="duplicate-count">
                  {preview.duplicateCount}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={PHONE_TEXTS.invalidCount}>
                <Typography.Text type="danger">{preview.invalidCount}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {preview.validCount === 0 && <Alert type="warning" showIcon title={PHONE_TEXTS.noValidNumbers} />}
            {preview.sampleNumbers.length > 0 && (
              <div>
                <Typography.Text strong>{PHONE_TEXTS.sampleNumbers}</Typography.Text>
                <Flex wrap gap={6} style={{ marginTop: 8 }} data-testid="sample-numbers">
                  {preview.sampleNumbers.slice(0, PREVIEW_SAMPLE_COUNT).map((phone) => (
                    <Tag key={phone}>{phone}</Tag>
                  ))}
                </Flex>
              </div>
            )}
            {preview.rejectedRows.length > 0 && (
              <div>
                <Typography.Text strong>{PHONE_TEXTS.rejectedTitle(preview.rejectedRows.length, preview.invalidCount)}</Typography.Text>
                <Table<PhoneImportRejectedRow>
                  size="small"
                  rowKey="row"
                  data-testid="rejected-rows"
                  style={{ marginTop: 8 }}
                  dataSource={preview.rejectedRows}
                  pagination={preview.rejectedRows.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false}
                  columns={[
                    { title: PHONE_TEXTS.rejectedRow, dataIndex: 'row', key: 'row', width: 64 },
                    { title: PHONE_TEXTS.rejectedValue, dataIndex: 'value', key: 'value', ellipsis: true },
                    { title: PHONE_TEXTS.rejectedReason, dataIndex: 'reason', key: 'reason' },
                  ]}
                />
              </div>
            )}
            <Form.Item
              label={PHONE_TEXTS.listName}
              name="listName"
              rules={[
                { required: true, whitespace: true, message: PHONE_TEXTS.listNameRequired },
                { max: LIST_NAME_MAX, message: PHONE_TEXTS.listNameTooLong },
              ]}
            >
              <Input maxLength={LIST_NAME_MAX} />
            </Form.Item>
            <Form.Item label={PHONE_TEXTS.description} name="description">
              <Input.TextArea rows={2} maxLength={LIST_DESCRIPTION_MAX} showCount />
            </Form.Item>
          </Flex>
        ) : (
          <Flex vertical gap={12}>
            <Upload.Dragger accept={EXCEL_ACCEPT} multiple={false} showUploadList={false} beforeUpload={choose}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{file ? file.name : PHONE_TEXTS.chooseFile}</p>
              <p className="ant-upload-hint">{PHONE_TEXTS.fileHint}</p>
            </Upload.Dragger>
            {fileError && <Alert type="error" showIcon title={fileError} />}
          </Flex>
        )}
      </Form>
    </Modal>
  );
}
