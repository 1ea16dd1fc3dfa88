import { describe, expect, it } from 'vitest';
import { clientPulseLink, renderStrugglingNoticeEmail } from '../../emails/struggling-notice';

const branding = {
  companyName: 'Acme <Coaching>',
  headerColor: '#123456',
  logoUrl: null,
  siteUrl: 'https://acme.app.test',
};

describe('renderStrugglingNoticeEmail', () => {
  it('names the client and every dimension, and links to the client’s pulse tab', () => {
    const mail = renderStrugglingNoticeEmail({
      branding,
      coachFirstName: 'Cora',
      clientName: 'Sam Low',
      dimensions: ['Energy', 'Mood', 'Calm'],
      link: clientPulseLink('https://app.test', 42),
    });
    expect(mail.subject).toBe('Sam Low may be struggling');
    expect(mail.text).toContain('Hi Cora,');
    expect(mail.text).toContain(
      'Sam Low rated Energy, Mood and Calm at 3 or below on two daily reflections in a row.',
    );
    expect(mail.text).toContain("See Sam Low's pulse: https://app.test/client-detail/42/pulse");
    expect(mail.html).toContain('Acme &lt;Coaching&gt;');
    expect(mail.html).toContain('href="https://app.test/client-detail/42/pulse"');
  });

  it('reads well with two dimensions and without the coach’s name', () => {
    const mail = renderStrugglingNoticeEmail({
      branding,
      coachFirstName: '',
      clientName: 'sam@example.test',
      dimensions: ['Energy', 'Mood'],
      link: 'https://app.test/client-detail/1/pulse',
    });
    expect(mail.text.startsWith('Hi,\n')).toBe(true);
    expect(mail.text).toContain('rated Energy and Mood at 3 or below');
  });
});
