import { useMutation } from '@tanstack/react-query';
import { apiBlobRequest } from '../../../lib/api-client';
import { attachmentFileName, downloadBlob } from '../../../lib/download';

/**
 * GET clients/data-export/ — everything about the client as a zip (decision 014). A plain link
 * cannot send the Authorization header, so the file is fetched with the session's token and
 * handed to the browser as a download, named as the server names it.
 */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, headers } = await apiBlobRequest('clients/data-export/');
      downloadBlob(blob, attachmentFileName(headers.get('Content-Disposition')) ?? 'tandem-my-data.zip');
    },
  });
}
