import type { FastifyRequest } from 'fastify';
import { PHONE_IMPORT_MAX_BYTES, PHONE_LIST_MESSAGES } from 'shared-sdk/schemas';
import { AppError, badRequest } from './errors';

/** The uploaded Excel file and the text fields beside it; a file over 10 MB or of another kind is a 400. */
export async function excelUpload(request: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(PHONE_LIST_MESSAGES.fileRequired);
  const fields: Record<string, string> = {};
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHONE_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (!/\.(xlsx|xls)$/i.test(part.filename)) throw badRequest(PHONE_LIST_MESSAGES.notExcel);
        data = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PHONE_LIST_MESSAGES.tooBig);
    if (error instanceof AppError) throw error;
    throw badRequest(PHONE_LIST_MESSAGES.unreadable);
  }
  if (!data) throw badRequest(PHONE_LIST_MESSAGES.fileRequired);
  return { data, fields };
}
