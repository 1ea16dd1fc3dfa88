import { textColorOn } from '@tandem/shared';
import type { CompanyBrand } from '../lib/company-brand';
import { escapeHtml } from '../lib/escape-html';

/** The company's brand (lib/company-brand.ts), carried into every e-mail. */
export type { CompanyBrand };

export interface EmailContent {
  branding: CompanyBrand;
  subject: string;
  heading: string;
  /** Plain-text paragraphs; they are escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the action, e.g. why the reader got this mail. */
  footer?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One layout for every mail: a band in the sub-domain's header colour with the company's logo
 * (its name as the picture's text) or its name,
 * the heading, the paragraphs and an optional button; the plain-text part says the same, with
 * the link written out so it works in any mail reader.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { branding, action } = content;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    `— ${branding.companyName}`,
  ].join('\n');
  const color = /^#[0-9a-f]{3,8}$/i.test(branding.headerColor) ? branding.headerColor : '#1f4e79';
  const html = `<!doctype html>
<html><body style="margin:0;padding:0;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:${textColorOn(color)};padding:16px 24px;font-size:18px;font-weight:bold">${
    branding.logoUrl
      ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.companyName)}" height="40" style="display:block;height:40px;width:auto;border:0">`
      : escapeHtml(branding.companyName)
  }</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${color};color:${textColorOn(color)};text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#5b6775;word-break:break-all">${escapeHtml(action.url)}</p>`
    : ''
}
${content.footer ? `<p style="font-size:12px;color:#5b6775;margin-top:24px">${escapeHtml(content.footer)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
