import { stat } from 'node:fs/promises';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { ImageMetadataGetterResponse } from 'zca-js';

/** zca-js needs an image's width, height and size to send it as a photo; null lets it fail cleanly. */
export async function readImageMetadata(filePath: string): Promise<ImageMetadataGetterResponse> {
  try {
    const [dimensions, info] = await Promise.all([imageSizeFromFile(filePath), stat(filePath)]);
    if (!dimensions.width || !dimensions.height) return null;
    return { width: dimensions.width, height: dimensions.height, size: info.size };
  } catch {
    return null;
  }
}
