import { useState } from 'react';
import { Anchor, AspectRatio, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import type { ClientLesson, CourseFile } from '@tandem/shared';
import { steadyLink } from '../../utils/file-links';
import { formatFileSize } from '../../utils/file-size';
import { youTubeEmbedUrl } from '../../utils/youtube';

const frameStyle = { width: '100%', height: '100%', border: 0 } as const;
const documentFrameStyle = { width: '100%', height: '75vh', border: 0 } as const;

/** The lesson's content by its type: a video or audio player, a PDF, a download, or an embedded page. */
export function LessonPlayer({ lesson }: { lesson: ClientLesson }) {
  switch (lesson.type) {
    case 'video':
    case 'audio':
    case 'pdf':
    case 'file':
      return lesson.file ? <FilePlayer lesson={lesson} file={lesson.file} /> : <Unavailable />;
    case 'youtube': {
      if (!lesson.iframe_url) return <Unavailable />;
      const embed = youTubeEmbedUrl(lesson.iframe_url);
      if (!embed) {
        return (
          <Text>
            This video cannot be played here.{' '}
            <Anchor href={lesson.iframe_url} target="_blank" rel="noopener noreferrer">
              Watch it on YouTube
            </Anchor>
          </Text>
        );
      }
      return (
        <AspectRatio ratio={16 / 9}>
          <iframe
            title={lesson.title}
            src={embed}
            style={frameStyle}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </AspectRatio>
      );
    }
    case 'iframe':
      return lesson.iframe_url ? (
        <iframe
          title={lesson.title}
          src={lesson.iframe_url}
          style={documentFrameStyle}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <Unavailable />
      );
  }
}

function Unavailable() {
  return <Text c="dimmed">This lesson has no content yet.</Text>;
}

/**
 * A lesson whose content is a stored file. Its link is kept while it works, so a refetch of the
 * course (after saving a note, say) does not restart a playing video with a freshly signed link.
 */
function FilePlayer({ lesson, file }: { lesson: ClientLesson; file: CourseFile }) {
  const [src, setSrc] = useState(file.url);
  const steady = steadyLink(src, file.url, Date.now());
  if (steady !== src) setSrc(steady);

  switch (lesson.type) {
    case 'video':
      return (
        <AspectRatio ratio={16 / 9}>
          {/* The coach's own recording: captions are theirs to add to the file. */}
          <video
            controls
            preload="metadata"
            src={steady}
            aria-label={lesson.title}
            style={{ background: 'black' }}
          />
        </AspectRatio>
      );
    case 'audio':
      return (
        <audio controls preload="metadata" src={steady} aria-label={lesson.title} style={{ width: '100%' }} />
      );
    case 'pdf':
      return (
        <Stack gap="xs">
          <iframe title={lesson.title} src={steady} style={documentFrameStyle} />
          <Anchor href={steady} target="_blank" rel="noopener noreferrer" size="sm">
            Open the PDF in a new tab
          </Anchor>
        </Stack>
      );
    default:
      return (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Group gap="sm" wrap="nowrap">
              <IconFile size={32} aria-hidden />
              <Stack gap={0}>
                <Text fw={500}>{file.name}</Text>
                <Text size="sm" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              </Stack>
            </Group>
            <Button
              component="a"
              href={steady}
              download={file.name}
              leftSection={<IconDownload size={16} />}
              aria-label={`Download ${file.name}`}
            >
              Download
            </Button>
          </Group>
        </Paper>
      );
  }
}
