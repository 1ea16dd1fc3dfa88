import { useMutation } from '@tanstack/react-query';
import { APP_VERSION, APP_VERSION_HEADER } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';
import { attachmentFileName, downloadBlob, pdfFileName } from '../utils/download';

/**
 * GET coaches/template-exercises/{id}/print/ — the exercise as a PDF. A plain link cannot send
 * the Authorization header, so the file is fetched here with the session's token and handed to
 * the browser as a download. `apiRequest` reads every answer as text (which would corrupt the
 * PDF), hence the same headers and 401 handling written out for a binary body.
 */
export async function getTemplateExercisePdf(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  const session = readSession();
  const headers: Record<string, string> = { Accept: 'application/pdf', [APP_VERSION_HEADER]: APP_VERSION };
  if (session) headers.Authorization = `Token ${session.token}`;
  const response = await fetch(`/api/coaches/template-exercises/${id}/print/`, { headers });
  if (response.status === 401 && session && readSession()?.token === session.token) clearSession();
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  const fileName = attachmentFileName(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), fileName };
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
