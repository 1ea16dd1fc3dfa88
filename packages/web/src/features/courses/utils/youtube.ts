/** A YouTube video id: eleven letters, digits, dashes or underscores. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
const NOCOOKIE_HOSTS = ['youtube-nocookie.com', 'www.youtube-nocookie.com'];
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = ['embed', 'shorts', 'live', 'v'];

/**
 * The video id of a YouTube link in any of its usual forms (watch?v=, youtu.be/, /embed/,
 * /shorts/, /live/), or null when the link is not a YouTube video.
 */
export function youTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.includes(host) || NOCOOKIE_HOSTS.includes(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && ID_PATHS.includes(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube link, or null when it is not a YouTube video. */
export function youTubeEmbedUrl(link: string): string | null {
  const id = youTubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
