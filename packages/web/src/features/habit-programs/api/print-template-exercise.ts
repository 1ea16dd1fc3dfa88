import { useMutation } from '@tanstack/react-query';
import { apiBlobRequest } from '../../../lib/api-client';
import { attachmentFileName, downloadBlob } from '../../../lib/download';
import { pdfFileName } from '../utils/download';

/**
 * GET coaches/template-exercises/{id}/print/ — the exercise as a PDF. A plain link cannot send
 * the Authorization header, so the file is fetched here with the session's token and handed to
 * the browser as a download.
 */
export async function getTemplateExercisePdf(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  const { blob, headers } = await apiBlobRequest(`coaches/template-exercises/${id}/print/`);
  return { blob, fileName: attachmentFileName(headers.get('Content-Disposition')) };
}

/** Fetches the exercise's PDF and downloads it, named by the server or after the exercise's title. */
export function usePrintTemplateExercise() {
  return useMutation({
    mutationFn: async (exercise: { id: number; short_description: string }) => {
      const { blob, fileName } = await getTemplateExercisePdf(exercise.id);
      downloadBlob(blob, fileName ?? pdfFileName(exercise.short_description));
    },
  });
}
