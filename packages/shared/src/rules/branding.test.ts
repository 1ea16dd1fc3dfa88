import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, SERVED_BRANDING_ELEMENT_ID } from '../constants';
import {
  brandingShown,
  companyBrandingShown,
  isDefaultBranding,
  parseServedBranding,
  servedBrandingElement,
  servedBrandingText,
} from './branding';

const ACME = {
  name: 'Acme Coaching',
  logo: 'data:image/png;base64,AAAA',
  logo_height: 60,
  header_color: '#123456',
  background_image: null,
  allow_onboarding: true,
};

describe('brandingShown', () => {
  it('keeps what the sub-domain sets and fills the defaults for what it leaves empty', () => {
    expect(brandingShown({ ...ACME, company_name: ACME.name })).toEqual(ACME);
    expect(
      brandingShown({
        company_name: '',
        logo: '',
        logo_height: 0,
        header_color: '',
        background_image: '',
        allow_onboarding: false,
      }),
    ).toEqual(DEFAULT_BRANDING);
  });
});

describe('companyBrandingShown', () => {
  it("is the company's name and its sub-domain's branding", () => {
    const { name, ...shown } = ACME;
    expect(companyBrandingShown({ name, branding: { ...shown, sub_domain: 'acme' } })).toEqual(ACME);
  });

  it("is the company's name in the product's colours while it has no sub-domain", () => {
    expect(companyBrandingShown({ name: 'Okafor Coaching', branding: null })).toEqual({
      ...DEFAULT_BRANDING,
      name: 'Okafor Coaching',
    });
  });

  it("is the product's own for someone in no company", () => {
    expect(companyBrandingShown(null)).toEqual(DEFAULT_BRANDING);
    expect(DEFAULT_BRANDING.name).toBe('Tandem');
  });
});

describe('isDefaultBranding', () => {
  it('is true only when every shown value is the default', () => {
    expect(isDefaultBranding({ ...DEFAULT_BRANDING })).toBe(true);
    for (const change of [
      { name: 'Acme' },
      { logo: 'x' },
      { logo_height: 51 },
      { header_color: '#000000' },
      { background_image: 'y' },
      { allow_onboarding: true },
    ])
      expect(isDefaultBranding({ ...DEFAULT_BRANDING, ...change }), JSON.stringify(change)).toBe(false);
  });
});

describe('served branding', () => {
  it('reads back what the server writes, even with markup in a value', () => {
    const served = {
      sub_domain: 'acme',
      branding: { ...ACME, logo: '/media/</script><script>alert(1)</script>' },
    };
    const text = servedBrandingText(served);
    expect(text).not.toContain('<');
    expect(text).not.toContain('</script');
    expect(parseServedBranding(text)).toEqual(served);
    expect(servedBrandingText({ ...served, sub_domain: 'a\u2028b' })).toContain('\\u2028');
  });

  it('travels in a JSON element the app finds by its id, one that no value can close', () => {
    const served = { sub_domain: 'acme', branding: { ...ACME, logo: '/media/</script><b>' } };
    const element = servedBrandingElement(served);
    const opening = `<script type="application/json" id="${SERVED_BRANDING_ELEMENT_ID}">`;
    expect(element.startsWith(opening)).toBe(true);
    expect(element.endsWith('</script>')).toBe(true);
    const text = element.slice(opening.length, -'</script>'.length);
    expect(text).not.toContain('<');
    expect(parseServedBranding(text)).toEqual(served);
  });

  it('is none when absent, not JSON, or not the shape the server writes', () => {
    for (const text of [
      null,
      undefined,
      '',
      'not json',
      'null',
      '"acme"',
      JSON.stringify({ sub_domain: 'acme' }),
      JSON.stringify({ sub_domain: 1, branding: ACME }),
      JSON.stringify({ sub_domain: 'acme', branding: { ...ACME, logo_height: '60' } }),
      JSON.stringify({ sub_domain: 'acme', branding: { ...ACME, logo: 3 } }),
      JSON.stringify({ sub_domain: 'acme', branding: { ...ACME, name: null } }),
      JSON.stringify({ sub_domain: 'acme', branding: { ...ACME, allow_onboarding: 'yes' } }),
    ])
      expect(parseServedBranding(text), String(text)).toBeNull();
  });
});
