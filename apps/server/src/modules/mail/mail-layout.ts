/** One mail as sent: plain text plus simple HTML built from the same lines. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Lays out a mail: every template writes its words, this gives them the same look. */
export function layoutMail(content: MailContent): RenderedMail {
  const lines = [content.greeting ?? 'Hello,', '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('— Trading Platform');

  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#0f1115;font-family:Arial,Helvetica,sans-serif;color:#e6e8eb">',
    '<div style="max-width:520px;margin:0 auto;background:#171a21;border-radius:8px;padding:24px">',
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(content.subject)}</h1>`,
    `<p style="margin:0 0 12px">${escapeHtml(content.greeting ?? 'Hello,')}</p>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`),
    content.action
      ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2f80ed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#9aa0a6;word-break:break-all">${escapeHtml(content.action.url)}</p>`
      : '',
    content.footnote ? `<p style="font-size:12px;color:#9aa0a6">${escapeHtml(content.footnote)}</p>` : '',
    '<p style="font-size:12px;color:#9aa0a6;margin-top:24px">— Trading Platform</p>',
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text: lines.join('\n'), html };
}
