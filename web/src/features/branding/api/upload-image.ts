import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The spec's asset limit and its message (sections 5 and 9), checked before the file leaves the browser. */
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size exceeds the maximum limit of 5 MB';

/** POST /api/uploads: one image in the multipart field `files`; the answer's s3Url is where it is shown from. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> =>
      ((await call(api.uploads.$post({ form: { files: file } } as never))) as { data: { s3Url: string } }).data.s3Url,
  });
}
