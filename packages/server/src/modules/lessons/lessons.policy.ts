import { COURSE_MESSAGES, isFileLesson, isWebUrl, type LessonType } from '@tandem/shared';
import {
  AUDIO_SIGNATURES,
  cleanFileName,
  PDF_SIGNATURES,
  VIDEO_SIGNATURES,
  type FileSignature,
} from '../../lib/uploads';

/*
 * The pure rules of lessons (docs/decisions/008-courses.md, "Files"): which files a lesson type
 * takes, and what a lesson holds after a write. Who may write is the course's rule
 * (courses.policy.ts: the owner writes, a managed course is read-only, anyone else's is hidden).
 */

/** Content type of `file` lessons and of resource files we cannot tell: downloads, never shown in place. */
export const DOWNLOAD_CONTENT_TYPE = 'application/octet-stream';

/** The extension a download is stored under: that of the uploaded name if it is plain, else `bin`. */
export function downloadExtension(uploadedName: string | undefined): string {
  const name = cleanFileName(uploadedName, 'file').toLowerCase();
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
}

/** A signature every non-empty file matches: a download of any content. */
export const anyFile = (uploadedName: string | undefined): FileSignature => ({
  contentType: DOWNLOAD_CONTENT_TYPE,
  extension: downloadExtension(uploadedName),
  bytes: [],
});

/** The files a lesson type takes, by their first bytes (none for link types). */
export function lessonSignatures(
  type: LessonType,
  uploadedName: string | undefined,
): readonly FileSignature[] {
  switch (type) {
    case 'video':
      return VIDEO_SIGNATURES;
    case 'audio':
      return AUDIO_SIGNATURES;
    case 'pdf':
      return PDF_SIGNATURES;
    case 'file':
      return [anyFile(uploadedName)];
    default:
      return [];
  }
}

/**
 * What a resource file may be: anything. Files we know (PDF, video, audio) keep their type so they
 * open in place; the rest are downloads.
 */
export function resourceSignatures(uploadedName: string | undefined): readonly FileSignature[] {
  return [...PDF_SIGNATURES, ...VIDEO_SIGNATURES, ...AUDIO_SIGNATURES, anyFile(uploadedName)];
}

/** Whether a stored file of `contentType` suits a lesson of `type` (a type change may keep it). */
export function fileSuitsLesson(type: LessonType, contentType: string | null): boolean {
  if (!isFileLesson(type) || contentType === null) return false;
  if (type === 'file') return true;
  return lessonSignatures(type, undefined).some((signature) => signature.contentType === contentType);
}

/** The stored file of a lesson. */
export interface LessonFile {
  fileKey: string;
  fileName: string;
  fileSize: number;
  contentType: string;
}

/** What a lesson holds: a file (file types) or a link (youtube, iframe), never both. */
export interface LessonContent {
  type: LessonType;
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  contentType: string | null;
  iframeUrl: string | null;
}

/** The content fields a form sends (all optional on PATCH). */
export interface LessonContentInput {
  type?: LessonType;
  file_name?: string;
  iframe_url?: string;
}

/** The outcome of `resolveLessonContent`: the content, or the field errors to answer with. */
export type ResolvedContent =
  { ok: true; content: LessonContent } | { ok: false; errors: Record<string, string[]> };

/**
 * What a lesson holds after a write. `current` is what it held (PATCH) or null (POST); `upload`
 * is the file just stored, already checked against the type. A file type needs a file, the one
 * uploaded or one already stored that suits the type ('No file uploaded'); a link type needs a
 * web address ('Enter a valid URL.') and keeps no file. `file_name` defaults to the uploaded
 * name; an empty one keeps the current name. The caller removes a file the lesson no longer holds.
 */
export function resolveLessonContent(
  input: LessonContentInput,
  current: LessonContent | null,
  upload: (LessonFile & { uploadedName: string }) | null,
): ResolvedContent {
  const type = input.type ?? current?.type;
  if (!type) return { ok: false, errors: { type: [COURSE_MESSAGES.selectLessonType] } };
  const none = { fileKey: null, fileName: null, fileSize: null, contentType: null };

  if (!isFileLesson(type)) {
    const url = input.iframe_url === undefined ? current?.iframeUrl : input.iframe_url;
    if (!url || !isWebUrl(url))
      return { ok: false, errors: { iframe_url: [COURSE_MESSAGES.lessonNeedsUrl] } };
    return { ok: true, content: { type, ...none, iframeUrl: url } };
  }

  const named = input.file_name || null;
  if (upload) {
    const { uploadedName, ...file } = upload;
    return { ok: true, content: { type, ...file, fileName: named ?? uploadedName, iframeUrl: null } };
  }
  if (!current?.fileKey || !fileSuitsLesson(type, current.contentType))
    return { ok: false, errors: { file: [COURSE_MESSAGES.lessonNeedsFile] } };
  return {
    ok: true,
    content: {
      type,
      fileKey: current.fileKey,
      fileName: named ?? current.fileName,
      fileSize: current.fileSize,
      contentType: current.contentType,
      iframeUrl: null,
    },
  };
}

/**
 * Whether the form's content can already be judged before its file arrives, so a refused lesson
 * does not stream a gigabyte first: the errors it will answer whatever the file, else null.
 */
export function contentErrorsBeforeFile(
  input: LessonContentInput,
  current: LessonContent | null,
): Record<string, string[]> | null {
  const type = input.type ?? current?.type;
  if (!type) return { type: [COURSE_MESSAGES.selectLessonType] };
  // A link lesson is judged on its link alone (a file sent along is refused by its type).
  if (!isFileLesson(type)) {
    const resolved = resolveLessonContent(input, current, null);
    return resolved.ok ? null : resolved.errors;
  }
  return null;
}
