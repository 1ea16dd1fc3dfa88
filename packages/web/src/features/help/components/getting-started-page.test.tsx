import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCoach } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { TUTORIALS } from '../utils/tutorials';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('/getting-started', () => {
  it('shows the six tutorial videos, each loading only on play, with a poster and English captions', async () => {
    renderApp('/getting-started', { user: buildCoach() });
    await screen.findByRole('heading', { name: 'Getting Started', level: 1 });
    const videos = document.querySelectorAll('video');
    expect(videos).toHaveLength(6);
    expect(TUTORIALS).toHaveLength(6);
    for (const tutorial of TUTORIALS) {
      const video = screen.getByLabelText(tutorial.title, { selector: 'video' });
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).toHaveAttribute('poster', `/tutorials/${tutorial.slug}.jpg`);
      expect(video.querySelector('source')).toHaveAttribute('src', `/tutorials/${tutorial.slug}.webm`);
      const tracks = video.querySelectorAll('track');
      expect(tracks).toHaveLength(1);
      expect(tracks[0]).toHaveAttribute('kind', 'captions');
      expect(tracks[0]).toHaveAttribute('srclang', 'en');
      expect(tracks[0]).toHaveAttribute('label', 'English');
      expect(tracks[0]).toHaveAttribute('default');
      expect(tracks[0]).toHaveAttribute('src', `/tutorials/${tutorial.slug}.en.vtt`);
      const card = screen.getByRole('article', { name: tutorial.title });
      expect(within(card).getByText(tutorial.description)).toBeInTheDocument();
    }
  });

  it('opens the welcome modal on ?welcome=true, and closing it drops the query', async () => {
    const { router, user } = renderApp('/getting-started?welcome=true', { user: buildCoach() });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Tandem!' });
    expect(within(welcome).getByText(/The videos on this page show the main tasks/)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Watch the videos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/getting-started');
    expect(router.state.location.search).toBe('');
  });

  it.each(['/getting-started', '/getting-started?welcome=false'])(
    'opens no welcome modal on %s',
    async (path) => {
      renderApp(path, { user: buildCoach() });
      await screen.findByRole('heading', { name: 'Getting Started', level: 1 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('is in the coach menu by name', async () => {
    renderApp('/dashboard', { user: buildCoach() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      '/getting-started',
    );
  });
});
