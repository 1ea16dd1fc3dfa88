import { describe, expect, it } from 'vitest';
import { youTubeEmbedUrl, youTubeVideoId } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('youTubeVideoId', () => {
  it('reads the watch?v= form, with other parameters around it', () => {
    expect(youTubeVideoId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youTubeVideoId(`https://youtube.com/watch?feature=share&v=${ID}&t=42s`)).toBe(ID);
    expect(youTubeVideoId(`https://m.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youTubeVideoId(`  http://www.youtube.com/watch?v=${ID}  `)).toBe(ID);
  });

  it('reads the youtu.be short form', () => {
    expect(youTubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youTubeVideoId(`https://youtu.be/${ID}?si=abc&t=10`)).toBe(ID);
  });

  it('reads the embed, shorts and live forms, and an embed link already without cookies', () => {
    expect(youTubeVideoId(`https://www.youtube.com/embed/${ID}?start=5`)).toBe(ID);
    expect(youTubeVideoId(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(ID);
    expect(youTubeVideoId(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
    expect(youTubeVideoId(`https://www.youtube.com/live/${ID}`)).toBe(ID);
  });

  it('is null for other sites, pages without a video and malformed ids', () => {
    expect(youTubeVideoId(`https://vimeo.com/watch?v=${ID}`)).toBeNull();
    expect(youTubeVideoId(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(youTubeVideoId('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(youTubeVideoId('https://www.youtube.com/watch')).toBeNull();
    expect(youTubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youTubeVideoId('https://youtu.be/')).toBeNull();
    expect(youTubeVideoId(`javascript:alert(1)//youtu.be/${ID}`)).toBeNull();
    expect(youTubeVideoId('not a link')).toBeNull();
    expect(youTubeVideoId('')).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('builds the privacy-enhanced embed address', () => {
    expect(youTubeEmbedUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('is null when the link is not a YouTube video', () => {
    expect(youTubeEmbedUrl('https://example.com/video')).toBeNull();
  });
});
